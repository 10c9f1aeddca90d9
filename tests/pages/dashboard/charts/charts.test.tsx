// @vitest-environment jsdom
// The dashboard's SVG charts: named by their summaries, one mark per figure, and a tooltip that
// follows the keyboard and the mouse.
import { describe, expect, it } from 'vitest';
import { fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { PlatformChart, RequestsChart, StatusChart } from '../../../../src/pages/dashboard/charts';
import { renderWithCore } from '../../../fixtures/renderWithCore';

const tooltip = (root: Element) => root.querySelector('[aria-live="polite"]')!;
const lines = (root: Element) =>
  [...tooltip(root).children].map((line) => line.textContent?.replace(/\u00a0/g, ' '));

describe('RequestsChart', () => {
  const rows = [
    { day: '2025-09-19', count: 4 },
    { day: '2025-09-20', count: 0 },
    { day: '2025-09-21', count: 12 },
  ];

  it('is an image named by its summary, with one line, a point per day and the label', () => {
    const { container } = renderWithCore(
      <RequestsChart rows={rows} label="Requests summary" width={500} />,
      { dataProvider: {} },
    );
    const chart = screen.getByRole('img', { name: 'Requests summary' });
    expect(chart.tagName.toLowerCase()).toBe('svg');
    expect(container.querySelector('.chart[data-chart="requests"]')).toContainElement(chart);
    expect(chart.querySelectorAll('path[data-mark="line"]')).toHaveLength(1);
    expect(chart.querySelectorAll('circle[data-mark="point"]')).toHaveLength(3);
    // Theme-aware: the colour is the token, which .dark redefines.
    expect(chart.querySelector('[data-mark="line"]')).toHaveAttribute('stroke', 'var(--primary)');
    expect(screen.getByText("So'rovlar")).toBeInTheDocument();
  });

  it('shows the day and its count on focus and moves with the arrow keys', async () => {
    const user = userEvent.setup();
    const { container } = renderWithCore(<RequestsChart rows={rows} label="R" width={500} />, {
      dataProvider: {},
    });
    expect(lines(container)).toEqual([]);
    await user.tab();
    expect(screen.getByRole('img')).toHaveFocus();
    expect(lines(container)).toEqual(['19-09-2025', "So'rovlar: 4"]);
    await user.keyboard('{ArrowRight}');
    expect(lines(container)).toEqual(['20-09-2025', "So'rovlar: 0"]);
    await user.keyboard('{End}');
    expect(lines(container)).toEqual(['21-09-2025', "So'rovlar: 12"]);
    // Past the last day it stays on the last day.
    await user.keyboard('{ArrowRight}');
    expect(lines(container)).toEqual(['21-09-2025', "So'rovlar: 12"]);
    await user.keyboard('{Home}');
    expect(lines(container)).toEqual(['19-09-2025', "So'rovlar: 4"]);
    await user.keyboard('{Escape}');
    expect(lines(container)).toEqual([]);
  });

  it('shows the tooltip of the day under the mouse', () => {
    const { container } = renderWithCore(<RequestsChart rows={rows} label="R" width={500} />, {
      dataProvider: {},
    });
    const areas = container.querySelectorAll('rect[fill="transparent"]');
    expect(areas).toHaveLength(3);
    fireEvent.mouseEnter(areas[2]);
    expect(lines(container)).toEqual(['21-09-2025', "So'rovlar: 12"]);
    fireEvent.mouseLeave(screen.getByRole('img'));
    expect(lines(container)).toEqual([]);
  });

  it('leaves the dots off a long series', () => {
    const long = Array.from({ length: 40 }, (_, index) => ({
      day: `2025-08-${String((index % 28) + 1).padStart(2, '0')}`,
      count: index,
    }));
    const { container } = renderWithCore(<RequestsChart rows={long} label="R" width={500} />, {
      dataProvider: {},
    });
    expect(container.querySelectorAll('[data-mark="point"]')).toHaveLength(0);
    expect(container.querySelectorAll('[data-mark="line"]')).toHaveLength(1);
  });

  it('draws nothing until its box has a width', () => {
    const { container } = renderWithCore(<RequestsChart rows={rows} label="R" />, {
      dataProvider: {},
    });
    expect(container.querySelector('.chart')).toBeInTheDocument();
    expect(container.querySelector('svg')).not.toBeInTheDocument();
  });
});

describe('PlatformChart', () => {
  const rows = [
    { platform: 'Betwinner', topUp: 2_000_000, withdrawal: 500_000 },
    { platform: 'Melbet', topUp: 10_000, withdrawal: null },
  ];

  it('stacks two bars per platform with compact amounts on the axis', () => {
    const { container } = renderWithCore(
      <PlatformChart rows={rows} label="Platforms summary" width={600} />,
      { dataProvider: {} },
    );
    const chart = screen.getByRole('img', { name: 'Platforms summary' });
    expect(container.querySelector('[data-chart="platforms"]')).toContainElement(chart);
    const bars = [...chart.querySelectorAll('path[data-mark="bar"]')];
    expect(bars.map((bar) => bar.getAttribute('fill'))).toEqual([
      'var(--success)',
      'var(--primary)',
      'var(--success)',
      'var(--primary)',
    ]);
    expect(chart.textContent).toMatch(/mln/);
    expect(screen.getByText("To'ldirish")).toBeInTheDocument();
    expect(screen.getByText('Pul yechish')).toBeInTheDocument();
  });

  it('gives both sums in the tooltip, a missing one as a dash', async () => {
    const user = userEvent.setup();
    const { container } = renderWithCore(<PlatformChart rows={rows} label="P" width={600} />, {
      dataProvider: {},
    });
    await user.tab();
    expect(lines(container)).toEqual([
      'Betwinner',
      "To'ldirish: 2 000 000 so'm",
      "Pul yechish: 500 000 so'm",
    ]);
    await user.keyboard('{ArrowDown}');
    expect(lines(container)).toEqual(['Melbet', "To'ldirish: 10 000 so'm", 'Pul yechish: —']);
    await user.keyboard('{ArrowUp}');
    expect(lines(container)[0]).toBe('Betwinner');
    await user.tab();
    expect(lines(container)).toEqual([]);
  });
});

describe('StatusChart', () => {
  const slices = [
    { status: 'APPROVED', count: 3, colour: '#2e7d32', label: 'Tasdiqlangan' },
    { status: 'FAILED', count: 1, colour: '#c62828', label: 'Muvaffaqiyatsiz' },
  ];

  it('draws one slice per status in its colour, parted in the card colour', () => {
    renderWithCore(<StatusChart slices={slices} label="Statuses summary" width={300} />, {
      dataProvider: {},
    });
    const chart = screen.getByRole('img', { name: 'Statuses summary' });
    const marks = [...chart.querySelectorAll('path[data-mark="slice"]')];
    expect(marks.map((slice) => slice.getAttribute('fill'))).toEqual(['#2e7d32', '#c62828']);
    expect(marks.map((slice) => slice.getAttribute('stroke'))).toEqual([
      'var(--surface)',
      'var(--surface)',
    ]);
  });

  it('gives the count and share in the tooltip, by keyboard and by mouse', async () => {
    const user = userEvent.setup();
    const { container } = renderWithCore(<StatusChart slices={slices} label="S" width={300} />, {
      dataProvider: {},
    });
    await user.tab();
    expect(lines(container)).toEqual(['Tasdiqlangan: 3 (75%)']);
    // The slice in focus is outlined.
    expect(container.querySelector('[data-mark="slice"]')).toHaveAttribute('stroke', 'var(--fg)');
    await user.keyboard('{ArrowRight}');
    expect(lines(container)).toEqual(['Muvaffaqiyatsiz: 1 (25%)']);
    fireEvent.mouseEnter(container.querySelector('[data-mark="slice"]')!);
    expect(lines(container)).toEqual(['Tasdiqlangan: 3 (75%)']);
  });
});
