// The live preview: the message as a Telegram-like chat bubble, its inline button and the
// scheduled time. The text is HTML typed by the admin, so it goes through DOMPurify first.
import { useMemo } from 'react';
import { Clock, Link as LinkIcon } from 'lucide-react';
import { useTranslate } from 'ra-core';
import { cx, FOCUS_RING } from '../../ui/cx';
import { formatScheduledTime, isHttpUrl } from './broadcastForm';
import { toPreviewHtml } from './previewHtml';

export interface BroadcastPreviewProps {
  messageText: string;
  buttonText: string;
  buttonUrl: string;
  /** The datetime-local value, or null when the message goes out at once. */
  scheduledTime: string | null;
}

// Telegram's formatting inside the message, drawn with the theme's tokens (a chat's background
// is surface-2, the bubble surface, links info) so that both themes read it.
const MESSAGE_CLASSES = cx(
  'text-[0.95rem] leading-[1.45] whitespace-pre-wrap [overflow-wrap:anywhere]',
  '[&_a]:text-info [&_a]:underline',
  '[&_code]:font-mono [&_code]:text-[0.85rem] [&_pre]:m-0 [&_pre]:rounded [&_pre]:bg-surface-2 [&_pre]:p-2 [&_pre]:font-mono',
  '[&_blockquote]:m-0 [&_blockquote]:border-l-4 [&_blockquote]:border-info [&_blockquote]:pl-2',
  '[&_tg-spoiler]:rounded [&_tg-spoiler]:bg-muted [&_tg-spoiler]:text-transparent',
);

const INLINE_BUTTON = cx(
  'mt-1.5 flex min-h-9 w-full items-center justify-center gap-2 rounded-md border border-border bg-surface px-3 py-1.5',
  'text-center text-sm font-medium text-fg no-underline [overflow-wrap:anywhere]',
);

export function BroadcastPreview({
  messageText,
  buttonText,
  buttonUrl,
  scheduledTime,
}: BroadcastPreviewProps) {
  const translate = useTranslate();
  const html = useMemo(() => toPreviewHtml(messageText), [messageText]);
  const caption = buttonText.trim();
  const target = buttonUrl.trim();
  // Only a real web address becomes a clickable link; anything else is shown but inert.
  const href = isHttpUrl(target) ? target : undefined;
  const icon = <LinkIcon size={16} aria-hidden className="shrink-0" />;

  return (
    <section
      aria-label={translate('app.broadcast.previewLabel')}
      data-testid="broadcast-preview"
      className="min-h-40 rounded-lg bg-surface-2 p-4"
    >
      <div className="max-w-[420px]">
        <div className="rounded-[12px_12px_12px_4px] border border-border bg-surface px-3 py-2 text-fg shadow-sm">
          {messageText.trim() ? (
            <div
              data-testid="broadcast-preview-message"
              className={MESSAGE_CLASSES}
              // Sanitized by toPreviewHtml (DOMPurify, Telegram's tag list, safe hrefs only).
              dangerouslySetInnerHTML={{ __html: html }}
            />
          ) : (
            <p className="m-0 text-muted italic">{translate('app.broadcast.previewEmpty')}</p>
          )}
        </div>
        {caption &&
          (href ? (
            <a
              href={href}
              target="_blank"
              rel="noopener noreferrer"
              title={target}
              className={cx(INLINE_BUTTON, 'hover:bg-surface-2', FOCUS_RING)}
            >
              {icon}
              {caption}
            </a>
          ) : (
            // Inside the broadcast <form>: a plain button, never a submit.
            <button
              type="button"
              disabled
              title={target || undefined}
              className={cx(INLINE_BUTTON, 'cursor-not-allowed opacity-60')}
            >
              {icon}
              {caption}
            </button>
          ))}
      </div>
      {scheduledTime && (
        <p className="m-0 mt-3 flex items-center gap-1 text-sm text-muted">
          <Clock size={16} aria-hidden />
          {translate('app.broadcast.previewScheduled', {
            time: formatScheduledTime(scheduledTime),
          })}
        </p>
      )}
    </section>
  );
}
