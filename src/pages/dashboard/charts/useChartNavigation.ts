// Which point, bar or slice of a chart is shown in its tooltip: moved by the arrow keys while the
// chart has focus, or by the mouse; the first one shows as the chart gets focus.
import { type KeyboardEvent, useState } from 'react';

export function useChartNavigation(count: number) {
  const [active, setActive] = useState<number | null>(null);
  const clamp = (index: number) => Math.max(0, Math.min(count - 1, index));

  const onKeyDown = (event: KeyboardEvent) => {
    const from = active ?? -1;
    const next: Record<string, number | null> = {
      ArrowRight: clamp(from + 1),
      ArrowDown: clamp(from + 1),
      ArrowLeft: clamp(active === null ? 0 : from - 1),
      ArrowUp: clamp(active === null ? 0 : from - 1),
      Home: 0,
      End: count - 1,
      Escape: null,
    };
    if (!(event.key in next) || count === 0) return;
    // The arrows would otherwise scroll the page too.
    event.preventDefault();
    setActive(next[event.key]);
  };

  return {
    active: active !== null && active < count ? active : null,
    /** For the marks' hit areas. */
    hover: (index: number) => setActive(index),
    svgProps: {
      tabIndex: 0,
      onKeyDown,
      onFocus: () => setActive((current) => current ?? (count > 0 ? 0 : null)),
      onBlur: () => setActive(null),
      onMouseLeave: () => setActive(null),
    },
  };
}
