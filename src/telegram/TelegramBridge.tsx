// The panel's side of Telegram inside the app (only a Mini App loads it, layout/AppLayout.tsx):
// Telegram's back button goes back within the panel. (Closing asks first while a form has unsaved
// changes: telegram/miniApp.ts watches that from the start.)
import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import type { TelegramIntegration } from './integration';

export default function TelegramBridge({ telegram }: { telegram: TelegramIntegration }) {
  const location = useLocation();
  const navigate = useNavigate();

  useEffect(() => {
    // react-router keeps the entry's index in the history state: 0 is where the Mini App opened.
    const index = (window.history.state as { idx?: number } | null)?.idx ?? 0;
    if (index > 0) telegram.setBackButton(() => navigate(-1));
    else if (location.pathname !== '/') telegram.setBackButton(() => navigate('/'));
    else telegram.setBackButton(null);
  }, [location, navigate, telegram]);

  return null;
}
