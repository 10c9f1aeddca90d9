// Turns a POST /broadcast/send body into a broadcast to queue, or a 400 naming the field: text
// Telegram will accept, a complete button, and a schedule that is not already over.
import { parseDateTime } from '../../businessTime.ts';
import { checkTelegramHtml } from '../../broadcast/telegramHtml.ts';
import type { NewBroadcast } from '../../db/repositories/broadcasts.ts';
import { badRequest } from '../../errors.ts';
import { optionalHttpUrl, requiredText } from '../validation.ts';

export interface BroadcastBody {
  messageText?: string | null;
  buttonText?: string | null;
  buttonUrl?: string | null;
  scheduledTime?: string | null;
}

/** Telegram's limit for a message, counted on the text users see (tags and entities excluded). */
export const MAX_MESSAGE_CHARACTERS = 4096;
/** Telegram draws longer inline-button texts cut off; 64 is what fits. */
export const MAX_BUTTON_TEXT_CHARACTERS = 64;
/**
 * A scheduled time this far in the past still counts as "now": a datetime-local value has whole
 * minutes, so the current minute is already up to 59 s old when it is sent. Anything older is
 * refused rather than sent at once: a mass message cannot be taken back, and a time in the past
 * is far more likely a wrong day or month than a wish to send immediately.
 */
export const SCHEDULE_GRACE_MS = 60_000;

function readMessageText(value: string | null | undefined): string {
  const html = requiredText(value ?? undefined, 'messageText');
  const check = checkTelegramHtml(html);
  if ('problem' in check) throw badRequest(`messageText: ${check.problem}`);
  if (!check.visibleText.trim()) throw badRequest('messageText: has no visible text');
  if (check.visibleText.length > MAX_MESSAGE_CHARACTERS) {
    throw badRequest(
      `messageText: must be at most ${MAX_MESSAGE_CHARACTERS} characters without its tags ` +
        `(Telegram's limit), got ${check.visibleText.length}`,
    );
  }
  return html;
}

/** Both or neither; empty strings and null count as absent. */
function readButton(body: BroadcastBody): Pick<NewBroadcast, 'buttonText' | 'buttonUrl'> {
  const buttonText = body.buttonText?.trim() || null;
  const buttonUrl = optionalHttpUrl(body.buttonUrl, 'buttonUrl') ?? null;
  if (buttonText && !buttonUrl) throw badRequest('buttonUrl: is required when buttonText is set');
  if (buttonUrl && !buttonText) throw badRequest('buttonText: is required when buttonUrl is set');
  if (buttonText && buttonText.length > MAX_BUTTON_TEXT_CHARACTERS) {
    throw badRequest(`buttonText: must be at most ${MAX_BUTTON_TEXT_CHARACTERS} characters`);
  }
  return { buttonText, buttonUrl };
}

/**
 * A datetime-local value ("2025-09-21T14:30" or with seconds) is read in the business time zone;
 * one with Z or an offset is taken as given. Answers the ISO UTC instant, or null for "now".
 */
function readSchedule(value: string | null | undefined, zone: string, nowMs: number) {
  const text = value?.trim();
  if (!text) return null;
  const parsed = parseDateTime(text, zone);
  if (!parsed) {
    throw badRequest(
      `scheduledTime: must be a date and time such as 2025-09-21T14:30 (${zone} time), ` +
        'or one with Z or an offset',
    );
  }
  if (parsed.startMs < nowMs - SCHEDULE_GRACE_MS) {
    throw badRequest('scheduledTime: is in the past; leave it empty to send now');
  }
  return new Date(parsed.startMs).toISOString();
}

export function readBroadcast(body: BroadcastBody, zone: string, nowMs: number): NewBroadcast {
  return {
    messageText: readMessageText(body.messageText),
    ...readButton(body),
    scheduledAt: readSchedule(body.scheduledTime, zone, nowMs),
  };
}
