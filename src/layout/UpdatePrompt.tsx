// Offers a new version once the service worker has it: the page keeps running the files it
// started with until the admin chooses to reload (a form being typed is not lost by surprise).
import { RefreshCw } from 'lucide-react';
import { useTranslate } from 'ra-core';
import { Button } from '../ui/Button';

export interface UpdatePromptProps {
  /** A new version is installed and waiting. */
  needRefresh: boolean;
  onUpdate: () => void;
  onDismiss: () => void;
}

export function UpdatePrompt({ needRefresh, onUpdate, onDismiss }: UpdatePromptProps) {
  const translate = useTranslate();
  if (!needRefresh) return null;
  return (
    <div
      role="status"
      className="fixed right-4 bottom-4 left-4 z-50 flex flex-wrap items-center gap-3 rounded-lg border border-border bg-surface p-4 text-fg shadow-xl sm:left-auto sm:max-w-md"
    >
      <RefreshCw size={20} aria-hidden className="text-primary" />
      <span className="min-w-0 flex-1 text-sm">{translate('app.update.available')}</span>
      <Button variant="ghost" size="sm" onClick={onDismiss}>
        {translate('app.update.later')}
      </Button>
      <Button variant="primary" size="sm" onClick={onUpdate}>
        {translate('app.update.reload')}
      </Button>
    </div>
  );
}
