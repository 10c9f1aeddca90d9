// What a list or a screen shows instead of its content: nothing to show, or a failed read with
// a way to try again.
import type { ReactNode } from 'react';
import { CircleAlert, Inbox } from 'lucide-react';
import { useTranslate } from 'ra-core';
import { Button } from './Button';

export function EmptyState({ message, action }: { message: ReactNode; action?: ReactNode }) {
  return (
    <div className="flex flex-col items-center gap-3 px-4 py-10 text-center text-muted">
      <Inbox size={32} aria-hidden />
      <p className="m-0">{message}</p>
      {action}
    </div>
  );
}

export function ErrorState({
  message,
  onRetry,
  retryLabel,
}: {
  message: ReactNode;
  onRetry?: () => void;
  /** The retry button's text; "Yangilash" by default. */
  retryLabel?: string;
}) {
  const translate = useTranslate();
  return (
    <div
      role="alert"
      className="flex flex-wrap items-center gap-3 rounded-md border border-danger px-4 py-3 text-sm text-danger"
    >
      <CircleAlert size={20} aria-hidden />
      <span className="min-w-0 flex-1">{message}</span>
      {onRetry && (
        <Button size="sm" onClick={onRetry}>
          {retryLabel ?? translate('ra.action.refresh')}
        </Button>
      )}
    </div>
  );
}

/** A note next to results (info) or about them (warning), announced politely. */
export function Notice({
  children,
  tone = 'info',
}: {
  children: ReactNode;
  tone?: 'info' | 'warning';
}) {
  return (
    <div
      role="status"
      className={
        tone === 'info'
          ? 'rounded-md border border-info px-4 py-3 text-sm text-fg'
          : 'rounded-md border border-warning px-4 py-3 text-sm text-fg'
      }
    >
      {children}
    </div>
  );
}
