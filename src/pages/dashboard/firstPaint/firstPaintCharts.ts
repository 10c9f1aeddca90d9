// The first paint's three chart cards: headings, text alternatives and legends as the app's
// ChartCard shows them, the charts drawn by svgCharts.ts once their boxes have a width.
import { paletteFor } from '../../../layout/palette';
import { formatNumber } from '../../../lib/money';
import {
  MAX_DAYS_WITH_DOTS,
  REQUESTS_CHART_HEIGHT,
  STATUS_CHART_HEIGHT,
  platformChartHeight,
} from '../chartSizes';
import { compactAmountFormatter, dashboardChartData, sliceLegendText } from '../chartData';
import { shortDayLabel } from '../dayLabels';
import { shortPlatformName } from '../platformRows';
import { html } from './dom';
import type { FirstPaintContent } from './firstPaintView';
import { platformChart, requestsChart, statusChart } from './svgCharts';

// The legend row under the two cartesian charts, inside the chart's height (as ChartFrame).
const LEGEND_HEIGHT = 28;
// MUI's success colour (the top-up bars), which palette.ts leaves at its default.
const SUCCESS = { light: '#2e7d32', dark: '#66bb6a' };

export interface ChartSlot {
  card: HTMLElement;
  /** Draws the chart into its box once the box is in the page and has a width. */
  draw?: () => void;
}

function chartCard(
  id: string,
  title: string,
  summary: string,
  height: number,
  options: { empty?: string; wide?: boolean; footer?: Node; chart: (width: number) => Node[] },
): ChartSlot {
  const card = html('section', {
    class: `fp-card fp-chart${options.wide ? ' fp-wide' : ''}`,
    'aria-labelledby': id,
  });
  card.append(html('h2', { id }, [title]));
  if (options.empty) {
    card.append(html('p', { class: 'fp-muted' }, [options.empty]));
    return { card };
  }
  const box = html('div', { role: 'img', 'aria-label': summary, style: `height:${height}px` });
  card.append(box);
  if (options.footer) card.append(options.footer);
  return { card, draw: () => box.append(...options.chart(box.clientWidth)) };
}

function legend(entries: { label: string; colour: string }[]) {
  return html(
    'ul',
    { class: 'fp-legend', 'aria-hidden': 'true' },
    entries.map(({ label, colour }) =>
      html('li', { style: `color:${colour}` }, [
        html('span', { class: 'fp-swatch', style: `background:${colour}` }),
        label,
      ]),
    ),
  );
}

export function chartSlots(content: FirstPaintContent): ChartSlot[] {
  const { translate, mode } = content;
  const data = dashboardChartData(content.stats, content.period, content.today, mode, translate);
  const palette = paletteFor(mode) as { primary: { main: string }; background: { paper: string } };
  const line = palette.primary.main;
  const paper = palette.background.paper;
  const colours = { topUp: SUCCESS[mode], withdrawal: palette.primary.main };
  const total = data.slices.reduce((sum, slice) => sum + slice.count, 0);
  const platformsHeight = platformChartHeight(data.platforms.length);

  return [
    chartCard(
      'fp-chart-requests',
      translate('app.dashboard.charts.requestsTitle'),
      data.summaries.requests,
      REQUESTS_CHART_HEIGHT,
      {
        wide: true,
        empty: data.days.length === 0 ? data.noData : undefined,
        chart: (width) => [
          requestsChart(data.days, {
            width,
            height: REQUESTS_CHART_HEIGHT - LEGEND_HEIGHT,
            colour: line,
            paper,
            dayLabel: shortDayLabel,
            number: (value) => formatNumber(value),
            dots: data.days.length <= MAX_DAYS_WITH_DOTS,
          }),
          legend([{ label: translate('app.dashboard.charts.requests'), colour: line }]),
        ],
      },
    ),
    chartCard(
      'fp-chart-platforms',
      translate('app.dashboard.charts.platformsTitle'),
      data.summaries.platforms,
      platformsHeight,
      {
        empty: data.platforms.length === 0 ? data.noData : undefined,
        chart: (width) => [
          platformChart(data.platforms, {
            width,
            height: platformsHeight - LEGEND_HEIGHT,
            colours,
            name: shortPlatformName,
            amount: compactAmountFormatter(translate),
          }),
          legend([
            { label: translate('app.dashboard.charts.topUp'), colour: colours.topUp },
            { label: translate('app.dashboard.charts.withdrawal'), colour: colours.withdrawal },
          ]),
        ],
      },
    ),
    chartCard(
      'fp-chart-statuses',
      translate('app.dashboard.charts.statusesTitle'),
      data.summaries.statuses,
      STATUS_CHART_HEIGHT,
      {
        empty: data.slices.length === 0 ? data.noData : undefined,
        footer: html(
          'ul',
          { class: 'fp-statuses' },
          data.slices.map((slice) =>
            html('li', {}, [
              html('span', { class: 'fp-swatch', style: `background:${slice.colour}` }),
              sliceLegendText(slice, total),
            ]),
          ),
        ),
        chart: (width) => [statusChart(data.slices, { width, height: STATUS_CHART_HEIGHT, paper })],
      },
    ),
  ];
}
