// The width a chart has to draw in: its box's, followed as the box resizes, or a fixed one (tests:
// jsdom lays nothing out, so every box measures 0).
import { useLayoutEffect, useRef, useState } from 'react';

export function useChartWidth(fixed?: number) {
  const box = useRef<HTMLDivElement>(null);
  const [measured, setMeasured] = useState(0);

  useLayoutEffect(() => {
    const element = box.current;
    if (fixed !== undefined || !element) return;
    setMeasured(Math.floor(element.clientWidth));
    if (typeof ResizeObserver === 'undefined') return;
    // Whole pixels only, so sub-pixel jitter does not redraw the chart.
    const observer = new ResizeObserver(([entry]) =>
      setMeasured(Math.floor(entry.contentRect.width)),
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [fixed]);

  return [box, fixed ?? measured] as const;
}
