// HUMO and UZCARD marks drawn as small SVG badges (no third-party image files are shipped).
import type { PaymentSystem } from '../../providers/resources/cards';

const STYLE: Record<PaymentSystem, { background: string; accent: string }> = {
  HUMO: { background: '#ffffff', accent: '#00843d' },
  UZCARD: { background: '#ffffff', accent: '#0b4ea2' },
};

export function PaymentSystemLogo({ system }: { system: PaymentSystem }) {
  const { background, accent } = STYLE[system];
  return (
    <svg width="96" height="28" viewBox="0 0 96 28" role="img" aria-label={system}>
      <rect width="96" height="28" rx="6" fill={background} />
      <circle cx="14" cy="14" r="7" fill={accent} />
      <text
        x="25"
        y="19"
        fontFamily="Arial, Helvetica, sans-serif"
        fontSize="13"
        fontWeight="700"
        fill={accent}
      >
        {system}
      </text>
    </svg>
  );
}
