// The recovery codes, shown once when a first second step is set up: each signs in once without
// the app or the passkey. Copied in one go; the person says when they are kept.
import { useId } from 'react';
import { useNotify, useTranslate } from 'ra-core';
import { Copy } from 'lucide-react';
import { copyText } from '../../lib/copyText';
import { Button } from '../../ui/Button';

export function RecoveryCodes({ codes, onContinue }: { codes: string[]; onContinue: () => void }) {
  const translate = useTranslate();
  const t = (key: string, options?: object) => translate(`app.secondStep.recovery.${key}`, options);
  const notify = useNotify();
  const titleId = useId();

  async function copy() {
    try {
      await copyText(codes.join('\n'));
      notify('app.secondStep.recovery.copied', { type: 'success' });
    } catch {
      notify('app.secondStep.recovery.copyError', { type: 'error' });
    }
  }

  return (
    <section className="flex flex-col gap-3" aria-labelledby={titleId}>
      <h2 id={titleId} className="m-0 text-lg font-medium">
        {t('title')}
      </h2>
      <p className="m-0 text-sm">{t('intro')}</p>
      <ol
        aria-label={t('listLabel', { smart_count: codes.length })}
        className="m-0 grid list-none grid-cols-1 gap-x-4 gap-y-1 rounded-md bg-surface-2 p-3 font-mono text-sm"
      >
        {codes.map((code) => (
          <li key={code} className="break-all">
            {code}
          </li>
        ))}
      </ol>
      <div className="flex flex-wrap justify-end gap-2">
        <Button icon={<Copy size={16} aria-hidden />} onClick={() => void copy()}>
          {t('copy')}
        </Button>
        <Button variant="primary" onClick={onContinue}>
          {t('continue')}
        </Button>
      </div>
    </section>
  );
}
