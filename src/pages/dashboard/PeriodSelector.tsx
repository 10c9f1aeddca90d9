// Period choice (docs/product.md: Screens, Constants): 7 / 30 / 90 days, everything, or a custom
// range picked in one field ('Maxsus oraliq') with an in-page calendar. Clearing the range goes
// back to 30 days.
import { useTranslate } from 'ra-core';
import { formatDay } from '../../lib/days';
import { DateRangeField } from '../../ui/DateRangeField';
import { cx, FOCUS_RING } from '../../ui/cx';
import { DEFAULT_PERIOD, PERIOD_DAYS, type Period, customPeriod } from './period';

type Choice = `${(typeof PERIOD_DAYS)[number]}` | 'all';

const CHOICES: { value: Choice; label: string }[] = [
  ...PERIOD_DAYS.map((days) => ({
    value: `${days}` as Choice,
    label: `app.dashboard.period.days${days}`,
  })),
  { value: 'all', label: 'app.dashboard.period.all' },
];

function choiceOf(period: Period): Choice | null {
  if (period.kind === 'all') return 'all';
  return period.kind === 'days' ? (`${period.days}` as Choice) : null;
}

function periodOf(choice: Choice): Period {
  if (choice === 'all') return { kind: 'all' };
  return { kind: 'days', days: Number(choice) as (typeof PERIOD_DAYS)[number] };
}

export function PeriodSelector({
  period,
  onChange,
}: {
  period: Period;
  onChange: (period: Period) => void;
}) {
  const translate = useTranslate();
  const chosen = choiceOf(period);
  const custom = translate('app.dashboard.period.custom');
  return (
    <div className="flex flex-wrap items-center gap-x-6 gap-y-3">
      <div
        role="group"
        aria-label={translate('app.dashboard.period.label')}
        className="inline-flex overflow-hidden rounded-md border border-border bg-surface"
      >
        {CHOICES.map(({ value, label }) => (
          <button
            key={value}
            type="button"
            aria-pressed={chosen === value}
            onClick={() => onChange(periodOf(value))}
            className={cx(
              'h-10 cursor-pointer border-l border-border px-3 text-sm first:border-l-0',
              chosen === value
                ? 'bg-primary-soft font-medium text-primary'
                : 'text-fg hover:bg-surface-2',
              FOCUS_RING,
            )}
          >
            {translate(label)}
          </button>
        ))}
      </div>
      <DateRangeField
        label={custom}
        placeholder={custom}
        value={period.kind === 'custom' ? { from: period.from, to: period.to } : {}}
        max={formatDay(new Date())}
        onChange={(range) => {
          const next = range.from && range.to ? customPeriod(range.from, range.to) : null;
          onChange(next ?? DEFAULT_PERIOD);
        }}
      />
    </div>
  );
}
