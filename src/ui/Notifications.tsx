// react-admin's notifications (useNotify) shown as sonner toasts: ra-core queues them in its
// notification context; this takes each one, translates it and hands it to sonner (and, inside
// Telegram, to its haptic feedback). sonner is
// fetched with the first notification, not with the app. The panel's mutations are all
// pessimistic, so no notification is undoable.
import { useEffect, useState } from 'react';
import { useNotificationContext, useTranslate } from 'ra-core';
import type * as SonnerModule from 'sonner';
import { useTelegram } from '../telegram/integration';
import { DEFAULT_TOAST_MS } from './toastDurations';

type Sonner = typeof SonnerModule;

const loadSonner = () => import('sonner');

export function Notifications({ theme }: { theme: 'light' | 'dark' }) {
  const { notifications, takeNotification } = useNotificationContext();
  const translate = useTranslate();
  // Inside Telegram each notification is felt too (a success or an error).
  const telegram = useTelegram();
  const [sonner, setSonner] = useState<Sonner | null>(null);
  const waiting = notifications.length > 0;

  useEffect(() => {
    if (!waiting || sonner) return;
    // The app (or a test's page) may be gone by the time the module arrives.
    let mounted = true;
    void loadSonner().then((module) => {
      if (mounted) setSonner(module);
    });
    return () => {
      mounted = false;
    };
  }, [waiting, sonner]);

  // Runs after the Toaster below has mounted and subscribed (a child's effects run first).
  useEffect(() => {
    if (!sonner || notifications.length === 0) return;
    const next = takeNotification();
    if (!next) return;
    const { message, type, notificationOptions = {} } = next;
    const { messageArgs, autoHideDuration } = notificationOptions;
    const text = typeof message === 'string' ? translate(message, messageArgs) : message;
    const options = {
      duration: typeof autoHideDuration === 'number' ? autoHideDuration : DEFAULT_TOAST_MS,
    };
    const { toast } = sonner;
    // An error interrupts (role="alert"); the others wait their turn in sonner's polite region.
    if (type === 'error') toast.error(<span role="alert">{text}</span>, options);
    else if (type === 'success') toast.success(text, options);
    else if (type === 'warning') toast.warning(text, options);
    else toast.info(text, options);
    telegram?.haptic(type === 'error' ? 'error' : type === 'warning' ? 'warning' : 'success');
  }, [notifications, takeNotification, translate, sonner, telegram]);

  if (!sonner) return null;
  const { Toaster } = sonner;
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
