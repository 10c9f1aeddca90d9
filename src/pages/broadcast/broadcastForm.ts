// The broadcast form's values, its validation (docs/product.md: Form rules) and the message it
// sends (docs/product.md: Records). Pure functions, so the rules are tested without rendering the
// page.
import { parseServerTime } from '../../lib/serverTime';
import type { BroadcastMessage } from '../../providers/broadcast';

export interface BroadcastFormValues {
  messageText: string;
  buttonText: string;
  buttonUrl: string;
  schedule: boolean;
  /** The datetime-local value ("2025-10-01T14:30"), '' when not set. */
  scheduledTime: string;
}

export const EMPTY_BROADCAST: BroadcastFormValues = {
  messageText: '',
  buttonText: '',
  buttonUrl: '',
  schedule: false,
  scheduledTime: '',
};

export type BroadcastField = 'messageText' | 'buttonText' | 'buttonUrl' | 'scheduledTime';

/** Field -> translation key of its problem; empty when the form can be sent. */
export type BroadcastErrors = Partial<Record<BroadcastField, string>>;

const text = (value: unknown) => (typeof value === 'string' ? value : '');

/**
 * The values as react-admin's form holds them -> the typed values: an emptied text field is null
 * there (its default parse), and a field not drawn yet may be missing.
 */
export function broadcastValues(raw: Record<string, unknown>): BroadcastFormValues {
  return {
    messageText: text(raw.messageText),
    buttonText: text(raw.buttonText),
    buttonUrl: text(raw.buttonUrl),
    schedule: raw.schedule === true,
    scheduledTime: text(raw.scheduledTime),
  };
}

/**
 * An absolute http(s) URL with a host. The explicit "//" check refuses "http:example.com",
 * which the URL parser would quietly repair but Telegram rejects as a button URL.
 */
export function isHttpUrl(value: string): boolean {
  const text = value.trim();
  if (!/^https?:\/\//i.test(text)) return false;
  try {
    const url = new URL(text);
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname !== '';
  } catch {
    return false;
  }
}

export function validateBroadcast(
  values: BroadcastFormValues,
  now: Date,
  timeZone: string,
): BroadcastErrors {
  const errors: BroadcastErrors = {};
  if (!values.messageText.trim()) errors.messageText = 'app.broadcast.messageTextRequired';

  const buttonText = values.buttonText.trim();
  const buttonUrl = values.buttonUrl.trim();
  // A Telegram inline button needs both a caption and a target: one alone cannot be sent.
  if (buttonUrl && !isHttpUrl(buttonUrl)) errors.buttonUrl = 'app.broadcast.buttonUrlInvalid';
  else if (buttonText && !buttonUrl) errors.buttonUrl = 'app.broadcast.buttonUrlRequired';
  if (buttonUrl && !buttonText) errors.buttonText = 'app.broadcast.buttonTextRequired';

  if (values.schedule) {
    // The zone-less value is read in the server's zone, as the server itself reads it.
    const when = parseServerTime(values.scheduledTime, timeZone);
    if (!when) errors.scheduledTime = 'app.broadcast.scheduledTimeRequired';
    else if (when.getTime() <= now.getTime()) {
      errors.scheduledTime = 'app.broadcast.scheduledTimePast';
    }
  }
  return errors;
}

/** The request body: empty optional fields become null; the time only when scheduling is on. */
export function toBroadcastMessage(values: BroadcastFormValues): BroadcastMessage {
  return {
    messageText: values.messageText.trim(),
    buttonText: values.buttonText.trim() || null,
    buttonUrl: values.buttonUrl.trim() || null,
    scheduledTime: values.schedule && values.scheduledTime ? values.scheduledTime : null,
  };
}

/** "2025-10-01T14:30" -> "01-10-2025 14:30" (docs/product.md: Constants), without any zone shift. */
export function formatScheduledTime(value: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})/.exec(value);
  return match ? `${match[3]}-${match[2]}-${match[1]} ${match[4]}:${match[5]}` : value;
}
