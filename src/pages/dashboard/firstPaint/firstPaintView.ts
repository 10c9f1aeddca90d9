// The dashboard drawn with plain DOM and SVG from the first stats answer, while the admin app
// (React, MUI, react-admin, recharts: seconds on a slow phone) is still downloading. It shows the
// same texts and figures as the app's dashboard, in the same places; its controls are outlines
// until the app replaces it.
import './firstPaint.css';
import { paletteFor } from '../../../layout/palette';
import type { ThemeMode } from '../../../lib/preferences';
import { formatNumber } from '../../../lib/money';
import type { DashboardStats } from '../../../providers/dashboard';
import { REQUESTS_CHART_HEIGHT, STATUS_CHART_HEIGHT, platformChartHeight } from '../chartSizes';
import { type Translate, dashboardChartData, sliceLegendText } from '../chartData';
import { shortDayLabel } from '../dayLabels';
import { type Period, PERIOD_DAYS } from '../period';
import { formatCompact, shortPlatformName } from '../platformRows';
import { statCardTexts } from '../statCardTexts';
import { TOP_USERS_ROWS, rankTopUsers } from '../topUsers';
import { platformChart, requestsChart, statusChart } from './svgCharts';

export interface FirstPaintContent {
  stats: DashboardStats;
  bonus: { value?: number; failed: boolean };
  period: Period;
  today: Date;
  mode: ThemeMode;
  translate: Translate;
}

// recharts' legend row under the two cartesian charts, inside the chart's height.
const LEGEND_HEIGHT = 28;
// MUI's success colour (the top-up bars), which palette.ts leaves at its default.
const SUCCESS = { light: '#2e7d32', dark: '#66bb6a' };
// Rows of the menu's outline: the dashboard, three groups and their entries, 'Chiqish'.
const MENU_LINES = 14;

type Child = Node | string;

function html<K extends keyof HTMLElementTagNameMap>(
  tag: K,
  attributes: Record<string, string> = {},
  children: Child[] = [],
): HTMLElementTagNameMap[K] {
  const element = document.createElement(tag);
  for (const [name, value] of Object.entries(attributes)) element.setAttribute(name, value);
  element.append(...children);
  return element;
}

const skeleton = (height: number, width?: string) =>
  html('div', {
    class: 'fp-skeleton',
    style: `height:${height}px${width ? `;width:${width}` : ''}`,
  });

function periodOutline(period: Period, translate: Translate) {
  const choices = [...PERIOD_DAYS.map((days) => `days${days}`), 'all'];
  const selected =
    period.kind === 'all' ? 'all' : period.kind === 'days' ? `days${period.days}` : null;
  return html('div', { class: 'fp-periods', 'aria-hidden': 'true' }, [
    html(
      'div',
      { class: 'fp-toggles' },
      choices.map((choice) =>
        html(
          'span',
          { class: 'fp-toggle', ...(choice === selected ? { 'data-selected': '' } : {}) },
          [translate(`app.dashboard.period.${choice}`)],
        ),
      ),
    ),
    html('div', { class: 'fp-custom' }, [
      translate('app.dashboard.period.custom'),
      html('div', { class: 'fp-days' }, [skeleton(48), skeleton(48)]),
    ]),
  ]);
}

function statCards(content: FirstPaintContent) {
  return html(
    'div',
    { class: 'fp-stats' },
    statCardTexts(content.stats, content.bonus, content.translate).map((card) =>
      html('section', { class: 'fp-card', 'aria-label': card.label }, [
        html('h3', {}, [card.label]),
        html('p', { class: 'fp-stat-value' }, [card.value]),
        html('p', { class: 'fp-stat-caption' }, [card.caption ?? '\u00a0']),
      ]),
    ),
  );
}

interface ChartSlot {
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

function charts(content: FirstPaintContent): ChartSlot[] {
  const { translate, mode } = content;
  const data = dashboardChartData(content.stats, content.period, content.today, mode, translate);
  const palette = paletteFor(mode) as { primary: { main: string }; background: { paper: string } };
  const line = palette.primary.main;
  const paper = palette.background.paper;
  const colours = { topUp: SUCCESS[mode], withdrawal: palette.primary.main };
  const units = {
    thousand: translate('app.dashboard.charts.thousand'),
    million: translate('app.dashboard.charts.million'),
    billion: translate('app.dashboard.charts.billion'),
  };
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
            dots: data.days.length <= 31,
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
            amount: (value) => formatCompact(value, units, (n) => formatNumber(n)),
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

function topUsers(stats: DashboardStats, translate: Translate) {
  const rows = rankTopUsers(stats.topUsers).slice(0, TOP_USERS_ROWS);
  const title = translate('app.dashboard.topUsers.title');
  const card = html('section', { class: 'fp-card', 'aria-labelledby': 'fp-top-users' }, [
    html('h2', { id: 'fp-top-users' }, [title]),
  ]);
  if (rows.length === 0) {
    card.append(html('p', { class: 'fp-muted' }, [translate('app.dashboard.topUsers.empty')]));
    return card;
  }
  card.append(
    html('table', { class: 'fp-table', 'aria-labelledby': 'fp-top-users' }, [
      html('thead', {}, [
        html('tr', {}, [
          html('th', { scope: 'col' }, [translate('app.dashboard.topUsers.userId')]),
          html('th', { scope: 'col', class: 'fp-number' }, [
            translate('app.dashboard.topUsers.requests'),
          ]),
        ]),
      ]),
      html(
        'tbody',
        {},
        rows.map((row) =>
          html('tr', {}, [
            html('td', {}, [row.chatId]),
            html('td', { class: 'fp-number' }, [formatNumber(row.count)]),
          ]),
        ),
      ),
    ]),
  );
  return card;
}

export interface FirstPaintView {
  element: HTMLElement;
  /** Draws the charts: call once the element is in the page, where the boxes have a width. */
  drawCharts: () => void;
}

export function renderFirstPaint(content: FirstPaintContent): FirstPaintView {
  const { stats, translate } = content;
  const title = translate('app.dashboard.title');
  const hasData = stats.totalRequests > 0;
  const chartSlots = hasData ? charts(content) : [];

  const main = html('main', { class: 'fp-main' }, [
    html('h1', {}, [title]),
    html('section', { class: 'fp-card', 'aria-labelledby': 'fp-features' }, [
      html('h2', { id: 'fp-features' }, [translate('app.dashboard.features')]),
      html('div', { class: 'fp-skeleton fp-switches' }),
    ]),
    periodOutline(content.period, translate),
    html('div', { style: 'height:4px' }),
    ...(hasData ? [] : [html('div', { class: 'fp-alert' }, [translate('app.dashboard.noData')])]),
    statCards(content),
    ...(hasData
      ? [
          html(
            'div',
            { class: 'fp-charts' },
            chartSlots.map((slot) => slot.card),
          ),
        ]
      : []),
    topUsers(stats, translate),
  ]);

  const element = html('div', { class: 'fp', 'data-theme': content.mode, 'aria-busy': 'true' }, [
    html('header', { class: 'fp-bar' }, [
      title,
      html('div', {
        class: 'fp-progress',
        role: 'progressbar',
        'aria-label': translate('app.dashboard.loading'),
      }),
    ]),
    html('div', { class: 'fp-body' }, [
      html(
        'div',
        { class: 'fp-side', 'aria-hidden': 'true' },
        Array.from({ length: MENU_LINES }, () => html('div', { class: 'fp-side-line' })),
      ),
      main,
    ]),
  ]);
  return { element, drawCharts: () => chartSlots.forEach((slot) => slot.draw?.()) };
}
