// broadcast page in English; keys match uz/broadcast.ts.
import type { MessagesShape } from '../types';
import type { broadcastUz } from '../uz/broadcast';

export const broadcastEn = {
  title: 'Broadcast',
  formTitle: 'Message',
  messageText: 'Message text',
  messageTextHelp:
    'HTML tags are allowed: <b>bold</b>, <i>italic</i>, <u>underline</u>, <a href="https://...">link</a>.',
  buttonText: 'Button text (optional)',
  buttonUrl: 'Button URL (optional)',
  buttonUrlHelp: 'A full address starting with http:// or https://.',
  schedule: 'Schedule the sending',
  scheduledTime: 'Sending time',
  scheduledTimeHelp: 'Time zone: %{zone}',
  submitScheduled: 'Schedule message',
  submitNow: 'Send now',
  previewTitle: 'Preview',
  previewLabel: 'Message preview',
  previewEmpty: 'The message text appears here.',
  previewScheduled: 'Scheduled for: %{time}',
  messageTextRequired: 'The message text cannot be empty.',
  buttonUrlInvalid: 'The link must be a full, valid address (http:// or https://).',
  buttonUrlRequired: 'A button with text needs a link too.',
  buttonTextRequired: 'A button with a link needs text too.',
  scheduledTimeRequired: 'Enter the sending time to schedule the message.',
  scheduledTimePast: 'The sending time must be in the future.',
  success: 'The broadcast has started successfully!',
  error: 'Could not send the message. Please try again.',
} satisfies MessagesShape<typeof broadcastUz>;
