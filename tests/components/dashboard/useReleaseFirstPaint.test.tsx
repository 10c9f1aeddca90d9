// @vitest-environment jsdom
// The app's dashboard releases the first paint once its own charts are drawn, at once when it has
// no charts to draw, and the app shows at once off the dashboard.
import { useRef } from 'react';
import { act, render } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import {
  holdFirstPaint,
  isFirstPaintHeld,
  releaseFirstPaint,
} from '../../../src/layout/firstPaintHandoff';
import { ReleaseFirstPaintOffDashboard } from '../../../src/layout/ReleaseFirstPaintOffDashboard';
import { useReleaseFirstPaint } from '../../../src/pages/dashboard/useReleaseFirstPaint';

let released: ReturnType<typeof vi.fn<() => void>>;
beforeEach(() => {
  releaseFirstPaint();
  released = vi.fn<() => void>();
  holdFirstPaint(released);
});

function Charts({ settled, charts }: { settled: boolean; charts: boolean }) {
  const box = useRef<HTMLDivElement>(null);
  useReleaseFirstPaint(box, { settled, charts });
  return (
    <div ref={box}>
      <div role="img" aria-label="chart" />
    </div>
  );
}

describe('useReleaseFirstPaint', () => {
  it('waits for the figures, then for a drawn shape in every chart', async () => {
    const { container, rerender } = render(<Charts settled={false} charts />);
    expect(released).not.toHaveBeenCalled();
    rerender(<Charts settled charts />);
    expect(released).not.toHaveBeenCalled();

    const svg = document.createElementNS('http://www.w3.org/2000/svg', 'svg');
    const path = document.createElementNS('http://www.w3.org/2000/svg', 'path');
    path.setAttribute('d', 'M0,0L1,1');
    svg.append(path);
    await act(async () => {
      container.querySelector('[role="img"]')!.append(svg);
    });
    expect(released).toHaveBeenCalledTimes(1);
    expect(isFirstPaintHeld()).toBe(false);
  });

  it('releases at once when there is nothing to draw (an error, an empty period)', () => {
    render(<Charts settled charts={false} />);
    expect(released).toHaveBeenCalledTimes(1);
  });

  it('shows the app anyway when the charts never draw', () => {
    vi.useFakeTimers();
    try {
      render(<Charts settled charts />);
      act(() => vi.advanceTimersByTime(3000));
      expect(released).toHaveBeenCalledTimes(1);
    } finally {
      vi.useRealTimers();
    }
  });
});

describe('ReleaseFirstPaintOffDashboard', () => {
  it('keeps the first paint on the dashboard and releases it anywhere else', () => {
    render(
      <MemoryRouter initialEntries={['/']}>
        <ReleaseFirstPaintOffDashboard />
      </MemoryRouter>,
    );
    expect(released).not.toHaveBeenCalled();
    render(
      <MemoryRouter initialEntries={['/login']}>
        <ReleaseFirstPaintOffDashboard />
      </MemoryRouter>,
    );
    expect(released).toHaveBeenCalledTimes(1);
  });
});
