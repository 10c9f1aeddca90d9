// The app's dashboard takes over from the first paint once it shows the same thing: its figures,
// and its charts drawn (the chart library draws a frame or two after mounting). An error or an
// empty period has no charts to wait for.
import { type RefObject, useEffect } from 'react';
import { isFirstPaintHeld, releaseFirstPaint } from '../../layout/firstPaintHandoff';

// Should the charts never draw, the app is shown anyway.
const LIMIT_MS = 3000;

/** True when every chart box under `container` holds a drawn SVG shape. */
export function chartsDrawn(container: ParentNode): boolean {
  const boxes = [...container.querySelectorAll('[role="img"]')];
  return boxes.length > 0 && boxes.every((box) => box.querySelector('svg path[d]') !== null);
}

export function useReleaseFirstPaint(
  container: RefObject<HTMLElement | null>,
  state: { settled: boolean; charts: boolean },
): void {
  const { settled, charts } = state;
  useEffect(() => {
    const box = container.current;
    if (!settled || !isFirstPaintHeld() || !box) return;
    if (!charts || chartsDrawn(box)) {
      releaseFirstPaint();
      return;
    }
    const done = () => {
      observer.disconnect();
      window.clearTimeout(timer);
      releaseFirstPaint();
    };
    const observer = new MutationObserver(() => {
      if (chartsDrawn(box)) done();
    });
    observer.observe(box, { subtree: true, childList: true, attributes: true });
    const timer = window.setTimeout(done, LIMIT_MS);
    return () => {
      observer.disconnect();
      window.clearTimeout(timer);
    };
  }, [container, settled, charts]);
}
