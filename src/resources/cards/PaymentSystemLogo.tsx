// HUMO and UZCARD marks drawn as small SVG badges (no third-party image files are shipped), on a
// plate of the surface colour so they stand out on the card face in either theme.
import type { PaymentSystem } from '../../providers/resources/cards';

const MARK: Record<PaymentSystem, string> = {
  HUMO: 'fill-success',
  UZCARD: 'fill-primary',
};

export function PaymentSystemLogo({ system }: { system: PaymentSystem }) {
  return (
    <svg width="96" height="28" viewBox="0 0 96 28" role="img" aria-label={system}>
      <rect width="96" height="28" rx="6" className="fill-surface" />
      <circle cx="14" cy="14" r="7" className={MARK[system]} />
      <text x="25" y="19" fontSize="13" fontWeight="700" className={`font-sans ${MARK[system]}`}>
        {system}
      </text>
    </svg>
  );
}
