// The Humo page's notifications: one toast at a time that a newer message REPLACES and that
// closes after 5 s (SPEC §4, §9). react-admin's own toasts queue instead, so a quick wizard would
// show the step-1 message while step 2 has already answered.
import { createContext, useCallback, useContext, useMemo, useState, type ReactNode } from 'react';
import Alert from '@mui/material/Alert';
import Snackbar, { type SnackbarCloseReason } from '@mui/material/Snackbar';
import { useTranslate } from 'react-admin';
import { humoErrorText } from './humoErrors';
import { HUMO_TOAST_MS } from './toast';

type Severity = 'success' | 'error';

interface Notice {
  id: number;
  /** A catalogue key or the server's own words. */
  text: string;
  severity: Severity;
}

interface HumoNotify {
  /** The server's message, or the page's own wording (a key) when the server sent none. */
  success: (serverMessage: string, fallbackKey: string) => void;
  failure: (error: unknown) => void;
}

const HumoNoticeContext = createContext<HumoNotify | null>(null);

export function useHumoNotify(): HumoNotify {
  const notify = useContext(HumoNoticeContext);
  if (!notify) throw new Error('useHumoNotify must be used inside <HumoNoticeProvider>');
  return notify;
}

export function HumoNoticeProvider({ children }: { children: ReactNode }) {
  const translate = useTranslate();
  const [notice, setNotice] = useState<Notice | null>(null);
  const [open, setOpen] = useState(false);

  const show = useCallback((text: string, severity: Severity) => {
    setNotice((current) => ({ id: (current?.id ?? 0) + 1, text, severity }));
    setOpen(true);
  }, []);

  const notify = useMemo<HumoNotify>(
    () => ({
      success: (serverMessage, fallbackKey) => show(serverMessage.trim() || fallbackKey, 'success'),
      failure: (error) => show(humoErrorText(error), 'error'),
    }),
    [show],
  );

  function handleClose(_event: unknown, reason?: SnackbarCloseReason) {
    // A click elsewhere (typing the next step) must not hide what the server just said.
    if (reason === 'clickaway') return;
    setOpen(false);
  }

  return (
    <HumoNoticeContext.Provider value={notify}>
      {children}
      {notice ? (
        <Snackbar
          // A new key restarts the 5-second timer for every new message.
          key={notice.id}
          open={open}
          autoHideDuration={HUMO_TOAST_MS}
          onClose={handleClose}
          anchorOrigin={{ vertical: 'bottom', horizontal: 'center' }}
        >
          <Alert
            severity={notice.severity}
            variant="filled"
            role={notice.severity === 'error' ? 'alert' : 'status'}
            onClose={() => setOpen(false)}
            sx={{ width: '100%' }}
          >
            {/* Server text is not a catalogue key: polyglot falls back to `_`. */}
            {translate(notice.text, { _: notice.text })}
          </Alert>
        </Snackbar>
      ) : null}
    </HumoNoticeContext.Provider>
  );
}
