// Every screen of this version (each that src/screens.ts declares, and a few addresses beside
// them) at desktop and phone widths, light and dark, Uzbek and Russian: each is drawn at its own
// address, axe finds no serious or critical violation, no accessible name says the same words
// twice, nothing overflows sideways, and a screenshot is kept in test-results/screens for people
// to look at.
import { mkdirSync } from 'node:fs';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { ADMIN } from './support/server';
import { DESKTOP, PHONE, signIn } from './support/browser';
import { serverAndBrowserForFile } from './support/suite';
import { seriousViolations } from './support/axe';
import { doubledNames } from './support/accessibleNames';
import { encodeBasicToken } from '../../src/lib/basicToken';
import { pathOf } from '../../src/registry/types';
import { SCREENS as SCREEN_DECLARATIONS } from '../../src/screens';

const SHOTS = 'test-results/screens';
const suite = serverAndBrowserForFile();

beforeAll(async () => {
  mkdirSync(SHOTS, { recursive: true });
  const { server, browser } = suite;
  // Records one sign-in, so the history has this run's own entry too.
  const context = await browser.newContext();
  const page = await context.newPage();
  await signIn(page, server.url, ADMIN.username, ADMIN.password);
  await page.getByRole('heading', { name: 'Boshqaruv Paneli', level: 1 }).waitFor();
  // Two changes, so that 'Amallar tarixi' has entries to draw.
  await page.evaluate(async () => {
    const headers = { Authorization: `Basic ${localStorage.getItem('authToken')}` };
    for (const chatId of ['700555001', '700555002']) {
      await fetch(`/api/admin/chats?chatId=${chatId}`, { method: 'POST', headers });
    }
  });
  await context.close();
});

/** The last 60 days, as the dashboard's range field writes them into the address. */
function lastSixtyDays(): string {
  const day = (date: Date) => date.toISOString().slice(0, 10);
  const to = new Date();
  const from = new Date(to.getTime() - 60 * 24 * 3600 * 1000);
  return `/?from=${day(from)}&to=${day(to)}`;
}

type Ready = (page: Page) => Promise<unknown>;

/**
 * A screen without a wait of its own below: its h1 drawn (ScreenHeader's; the view has arrived),
 * then nothing in it still loading (no placeholder, busy region or progress bar) and no failed
 * read (an ErrorState is an alert).
 */
const settled: Ready = async (p) => {
  await p.locator('main h1').first().waitFor();
  await p.waitForFunction(
    () =>
      !document.querySelector(
        'main [data-skeleton], main [aria-busy="true"], main [role="progressbar"]',
      ),
  );
  expect(await p.locator('main [role="alert"]').count(), 'a failed read').toBe(0);
};

/** What each screen waits for before it is measured: its own data drawn. */
const READY: Record<string, Ready> = {
  dashboard: (p) => p.locator('.chart[data-chart] svg[role="img"]').nth(2).waitFor(),
  // A table row on a desktop, a list item on a phone.
  transactions: (p) => p.locator('[data-transaction-id]').first().waitFor(),
  admins: (p) => p.getByRole('switch').first().waitFor(),
  'login-devices': (p) => p.getByRole('article').first().waitFor(),
  cards: (p) => p.getByRole('article').first().waitFor(),
  platforms: (p) => p.getByRole('article').first().waitFor(),
  'oson-configs': (p) => p.getByRole('article').first().waitFor(),
  'oson-configs-new': (p) => p.locator('textarea').first().waitFor(),
  lottery: (p) => p.getByTestId('prize-total').waitFor(),
  currency: (p) => p.getByTestId('current-rates').getByText(/UZS/).first().waitFor(),
  broadcast: (p) => p.locator('textarea').first().waitFor(),
  humo: (p) => p.locator('[data-testid^="humo-account-"]').first().waitFor(),
  'audit-log': (p) => p.getByRole('article').nth(1).waitFor(),
  'panel-accounts': (p) => p.getByRole('switch').first().waitFor(),
};

/**
 * Every screen of src/screens.ts that the menu reaches, and each static path a resource declares
 * below its own (/oson-configs/new), so a new screen is checked with no edit here (`settled` waits
 * for it, or a wait of its own in READY).
 */
const DECLARED = SCREEN_DECLARATIONS.filter((screen) => screen.menu).flatMap((screen) => {
  const path = pathOf(screen);
  const name = path.slice(1) || 'dashboard';
  const below = screen.kind === 'resource' ? Object.keys(screen.routes ?? {}) : [];
  return [
    { name, path },
    ...below.map((route) => ({ name: `${name}-${route}`, path: `${path}/${route}` })),
  ];
});

/** Addresses that are not a screen's own: the sign-in, a dashboard period, a record's edit form. */
const EXTRAS: { name: string; path: string; ready: Ready }[] = [
  { name: 'login', path: '/login', ready: (p) => p.locator('form').waitFor() },
  {
    name: 'dashboard-range',
    path: lastSixtyDays(),
    ready: (p) => p.locator('.chart[data-chart] svg[role="img"]').nth(2).waitFor(),
  },
  {
    name: 'oson-config-edit',
    path: '/oson-configs/1',
    ready: (p) =>
      p.waitForFunction(() => [...document.querySelectorAll('input')].some((i) => i.value)),
  },
];

const SCREENS = [
  ...DECLARED.map((screen) => ({ ...screen, ready: READY[screen.name] ?? settled })),
  ...EXTRAS,
];

// A wait whose screen was renamed or removed would leave the screen to `settled`, unnoticed.
const unknownWaits = Object.keys(READY).filter((name) => !DECLARED.some((s) => s.name === name));
if (unknownWaits.length > 0) throw new Error(`READY names no screen: ${unknownWaits.join(', ')}`);

const VARIANTS = [
  { label: 'desktop-light-uz', viewport: DESKTOP, theme: 'light', locale: 'uz' },
  { label: 'phone-light-uz', viewport: PHONE, theme: 'light', locale: 'uz' },
  { label: 'desktop-dark-uz', viewport: DESKTOP, theme: 'dark', locale: 'uz' },
  { label: 'phone-dark-uz', viewport: PHONE, theme: 'dark', locale: 'uz' },
  { label: 'desktop-light-ru', viewport: DESKTOP, theme: 'light', locale: 'ru' },
  { label: 'phone-light-ru', viewport: PHONE, theme: 'light', locale: 'ru' },
  { label: 'desktop-dark-ru', viewport: DESKTOP, theme: 'dark', locale: 'ru' },
  { label: 'phone-dark-ru', viewport: PHONE, theme: 'dark', locale: 'ru' },
] as const;

describe.each(VARIANTS)('$label', ({ label, viewport, theme, locale }) => {
  it.each(SCREENS)('$name is accessible and fits', async ({ name, path, ready }) => {
    const { server, browser } = suite;
    const context = await browser.newContext({ viewport });
    const token = encodeBasicToken(ADMIN.username, ADMIN.password);
    await context.addInitScript(
      ([signedIn, savedToken, savedTheme, savedLocale]) => {
        localStorage.setItem('RaStorePaymentsAdmin.theme', JSON.stringify(savedTheme));
        localStorage.setItem('RaStorePaymentsAdmin.locale', JSON.stringify(savedLocale));
        if (signedIn) localStorage.setItem('authToken', savedToken);
      },
      [name !== 'login', token, theme, locale] as const,
    );
    const page = await context.newPage();
    await page.goto(`${server.url}${path}`);
    await ready(page);
    // Drawn at its own address: not sent to the sign-in, the dashboard or a refusal.
    expect(new URL(page.url()).pathname).toBe(new URL(path, server.url).pathname);
    // Let transitions and the relative times settle before measuring.
    await page.waitForTimeout(400);
    expect(await page.evaluate(() => document.documentElement.lang)).toBe(locale);
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow, `${name} scrolls sideways at ${viewport.width}px`).toBeLessThanOrEqual(0);
    await page.screenshot({ path: `${SHOTS}/${name}-${label}.png`, fullPage: true });
    expect(await seriousViolations(page)).toEqual([]);
    // Each control's name says its words once (a hidden label and the same visible text did not).
    expect(await doubledNames(page)).toEqual([]);
    await context.close();
  });
});
