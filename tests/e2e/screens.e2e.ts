// Every screen of this version at desktop and phone widths, light and dark, Uzbek and Russian:
// axe finds no serious or critical violation, no accessible name says the same words twice,
// nothing overflows sideways, and a screenshot is kept in test-results/screens for people to
// look at.
import { mkdirSync } from 'node:fs';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { ADMIN } from './support/server';
import { DESKTOP, PHONE, signIn } from './support/browser';
import { serverAndBrowserForFile } from './support/suite';
import { seriousViolations } from './support/axe';
import { doubledNames } from './support/accessibleNames';
import { encodeBasicToken } from '../../src/lib/basicToken';

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

const SCREENS: { name: string; path: string; ready: (page: Page) => Promise<unknown> }[] = [
  { name: 'login', path: '/login', ready: (p) => p.locator('form').waitFor() },
  {
    name: 'dashboard',
    path: '/',
    ready: (p) => p.locator('.chart[data-chart] svg[role="img"]').nth(2).waitFor(),
  },
  {
    name: 'dashboard-range',
    path: lastSixtyDays(),
    ready: (p) => p.locator('.chart[data-chart] svg[role="img"]').nth(2).waitFor(),
  },
  {
    name: 'transactions',
    path: '/transactions',
    // A table row on a desktop, a list item on a phone.
    ready: (p) => p.locator('[data-transaction-id]').first().waitFor(),
  },
  { name: 'admins', path: '/admins', ready: (p) => p.getByRole('switch').first().waitFor() },
  {
    name: 'login-devices',
    path: '/login-devices',
    ready: (p) => p.getByRole('article').first().waitFor(),
  },
  { name: 'cards', path: '/cards', ready: (p) => p.getByRole('article').first().waitFor() },
  { name: 'platforms', path: '/platforms', ready: (p) => p.getByRole('article').first().waitFor() },
  {
    name: 'oson-configs',
    path: '/oson-configs',
    ready: (p) => p.getByRole('article').first().waitFor(),
  },
  {
    name: 'oson-config-new',
    path: '/oson-configs/new',
    ready: (p) => p.locator('textarea').first().waitFor(),
  },
  {
    name: 'oson-config-edit',
    path: '/oson-configs/1',
    ready: (p) =>
      p.waitForFunction(() => [...document.querySelectorAll('input')].some((i) => i.value)),
  },
  { name: 'lottery', path: '/lottery', ready: (p) => p.getByTestId('prize-total').waitFor() },
  {
    name: 'currency',
    path: '/currency',
    ready: (p) => p.getByTestId('current-rates').getByText(/UZS/).first().waitFor(),
  },
  { name: 'broadcast', path: '/broadcast', ready: (p) => p.locator('textarea').first().waitFor() },
  {
    name: 'humo',
    path: '/humo',
    ready: (p) => p.locator('[data-testid^="humo-account-"]').first().waitFor(),
  },
  { name: 'audit-log', path: '/audit-log', ready: (p) => p.getByRole('article').nth(1).waitFor() },
  {
    name: 'panel-accounts',
    path: '/panel-accounts',
    ready: (p) => p.getByRole('switch').first().waitFor(),
  },
];

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
