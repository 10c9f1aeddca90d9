// The Humo page's notifications: one toast at a time that a newer message REPLACES and that
// closes after 5 s (docs/product.md: States, Constants). The app's toasts (ra-core's useNotify
// through sonner) stack instead, so a quick wizard would show the step-1 message beside the step-2
// answer.
import {
  createContext,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useRef,
  useState,
  type ReactNode,
} from 'react';
import { CircleAlert, CircleCheck, X } from 'lucide-react';
import { useTranslate } from 'ra-core';
import { cx, FOCUS_RING } from '../../ui/cx';
import { humoErrorText } from './humoErrors';
import { TOAST_MS } from '../../ui/toastDurations';

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
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  const close = useCallback(() => {
    clearTimeout(timer.current);
    setNotice(null);
  }, []);

  const show = useCallback(
    (text: string, severity: Severity) => {
      setNotice((current) => ({ id: (current?.id ?? 0) + 1, text, severity }));
      // Every new message gets its full 5 s; started here rather than in an effect, so that the
      // time counts from the moment the message is given.
      clearTimeout(timer.current);
      timer.current = setTimeout(close, TOAST_MS.humo);
    },
    [close],
  );

  useEffect(() => () => clearTimeout(timer.current), []);

  const notify = useMemo<HumoNotify>(
    () => ({
      success: (serverMessage, fallbackKey) => show(serverMessage.trim() || fallbackKey, 'success'),
      failure: (error) => show(humoErrorText(error), 'error'),
    }),
    [show],
  );

  const failed = notice?.severity === 'error';
  const Icon = failed ? CircleAlert : CircleCheck;
  return (
    <HumoNoticeContext.Provider value={notify}>
      {children}
      {notice && (
        <div className="pointer-events-none fixed inset-x-0 bottom-4 z-50 flex justify-center px-4">
          <div
            key={notice.id}
            // An error interrupts; a step's success is said politely.
            role={failed ? 'alert' : 'status'}
            className={cx(
              'pointer-events-auto flex w-full max-w-md items-start gap-3 rounded-md border bg-surface px-4 py-3 text-sm text-fg shadow-lg',
              failed ? 'border-danger' : 'border-success',
            )}
          >
            <Icon
              size={20}
              aria-hidden
              className={cx('shrink-0', failed ? 'text-danger' : 'text-success')}
            />
            {/* Server text is not a catalogue key: polyglot falls back to `_`. */}
            <span className="min-w-0 flex-1 [overflow-wrap:anywhere]">
              {translate(notice.text, { _: notice.text })}
            </span>
            <button
              type="button"
              onClick={close}
              aria-label={translate('ra.action.close')}
              className={cx(
                '-m-1 flex size-7 shrink-0 cursor-pointer items-center justify-center rounded text-muted hover:text-fg',
                FOCUS_RING,
              )}
            >
              <X size={16} aria-hidden />
            </button>
          </div>
        </div>
      )}
    </HumoNoticeContext.Provider>
  );
}
