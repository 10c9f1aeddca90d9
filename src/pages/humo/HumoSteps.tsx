// Where the wizard is: the three steps in a row (narrow enough for a phone), the current one
// marked for screen readers, the ones passed ticked.
import { Check } from 'lucide-react';
import { useTranslate } from 'ra-core';
import { cx } from '../../ui/cx';
import { STAGES, type Stage } from './humoWizard';

const LABEL: Record<Stage, string> = {
  phone: 'app.humo.stepPhone',
  code: 'app.humo.stepCode',
  password: 'app.humo.stepPassword',
};

export function HumoSteps({ stage }: { stage: Stage }) {
  const translate = useTranslate();
  const current = STAGES.indexOf(stage);
  return (
    <ol className="m-0 mb-6 grid list-none grid-cols-3 gap-2 p-0">
      {STAGES.map((step, index) => {
        const passed = index < current;
        const reached = index <= current;
        return (
          <li
            key={step}
            aria-current={index === current ? 'step' : undefined}
            className="flex min-w-0 flex-col items-center gap-1 text-center"
          >
            <span
              aria-hidden
              className={cx(
                'flex size-8 items-center justify-center rounded-full text-sm font-semibold',
                reached ? 'bg-primary text-primary-fg' : 'border border-border text-muted',
              )}
            >
              {passed ? <Check size={16} /> : index + 1}
            </span>
            <span
              className={cx(
                'text-xs [overflow-wrap:anywhere] sm:text-sm',
                index === current ? 'font-semibold text-fg' : 'text-muted',
              )}
            >
              {translate(LABEL[step])}
            </span>
            {step === 'password' && (
              <span className="text-xs text-muted">
                {translate('app.humo.stepPasswordOptional')}
              </span>
            )}
          </li>
        );
      })}
    </ol>
  );
}
