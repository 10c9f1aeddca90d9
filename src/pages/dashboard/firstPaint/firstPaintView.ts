// The dashboard drawn with plain DOM and SVG from the first stats answer, while the admin app
// (React, MUI, react-admin, the charts: seconds on a slow phone) is still downloading. It shows the
// same texts and figures as the app's dashboard, in the same places; its controls are outlines
// until the app replaces it.
import './firstPaint.css';
import type { ThemeMode } from '../../../lib/preferences';
import { formatNumber } from '../../../lib/money';
import { hasRequests, type DashboardStats, type Figure } from '../../../providers/dashboard';
import type { Translate } from '../chartData';
import { type Period, PERIOD_DAYS } from '../period';
import { statCardTexts } from '../statCardTexts';
import { TOP_USERS_ROWS, rankTopUsers } from '../topUsers';
import { html, skeleton } from './dom';
import { chartSlots } from './firstPaintCharts';

export interface FirstPaintContent {
  stats: DashboardStats;
  bonus: { value?: Figure; failed: boolean };
  period: Period;
  today: Date;
  mode: ThemeMode;
  translate: Translate;
}

// Rows of the menu's outline: the dashboard, three groups and their entries, 'Chiqish'.
const MENU_LINES = 14;

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
  const hasData = hasRequests(stats);
  const slots = hasData ? chartSlots(content) : [];

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
            slots.map((slot) => slot.card),
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
  return { element, drawCharts: () => slots.forEach((slot) => slot.draw?.()) };
}
