// react-admin's notifications (useNotify) shown as sonner toasts: ra-core queues them in its
// notification context; this takes each one, translates it and hands it to sonner. The panel's
// mutations are all pessimistic, so no notification is undoable.
import { useEffect } from 'react';
import { Toaster, toast } from 'sonner';
import { useNotificationContext, useTranslate } from 'ra-core';

const DEFAULT_DURATION_MS = 4000;

export function Notifications({ theme }: { theme: 'light' | 'dark' }) {
  const { notifications, takeNotification } = useNotificationContext();
  const translate = useTranslate();

  useEffect(() => {
    if (notifications.length === 0) return;
    const next = takeNotification();
    if (!next) return;
    const { message, type, notificationOptions = {} } = next;
    const { messageArgs, autoHideDuration } = notificationOptions;
    const text = typeof message === 'string' ? translate(message, messageArgs) : message;
    const options = {
      duration: typeof autoHideDuration === 'number' ? autoHideDuration : DEFAULT_DURATION_MS,
    };
    // An error interrupts (role="alert"); the others wait their turn in sonner's polite region.
    if (type === 'error') toast.error(<span role="alert">{text}</span>, options);
    else if (type === 'success') toast.success(text, options);
    else if (type === 'warning') toast.warning(text, options);
    else toast.info(text, options);
  }, [notifications, takeNotification, translate]);

  return (
    <Toaster
      theme={theme}
      position="bottom-center"
      closeButton
      toastOptions={{
        classNames: {
          toast: '!bg-surface !text-fg !border-border',
          error: '!border-danger',
          success: '!border-success',
          warning: '!border-warning',
          closeButton: '!bg-surface !text-fg !border-border',
        },
      }}
    />
  );
}
