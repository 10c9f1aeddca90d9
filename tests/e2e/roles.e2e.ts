// Roles end to end (contract/roles.ts): each role's menu is what the table lets it open, a typed
// address to a screen it may not open shows access denied, a viewer's screens hold no enabled
// write control, and a role changed by an owner acts at the next answer, the server's refusal
// said in the UI language.
import { beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { canDo, type Role } from '../../contract/roles';
import { SCREENS } from '../../src/screens';
import { accessActionOf, accessOf, pathOf } from '../../src/registry/types';
import { encodeBasicToken } from '../../src/lib/basicToken';
import { ADMIN } from './support/server';
import { newPage, PHONE, signIn, signInAsAdmin } from './support/browser';
import { serverAndBrowserForFile } from './support/suite';
import { enabledControlsIn } from './support/controls';
import { seriousViolations } from './support/axe';

const suite = serverAndBrowserForFile();
let owner: Page;

const PASSWORD = 'role-Password-1';

/** A call as the owner, from inside its page. */
async function asOwner(path: string, method: string, body?: object) {
  const token = encodeBasicToken(ADMIN.username, ADMIN.password);
  return owner.evaluate(
    async ({ path, method, token, body }) => {
      const response = await fetch(`/api${path}`, {
        method,
        headers: { Authorization: `Basic ${token}`, 'Content-Type': 'application/json' },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      return { status: response.status, body: await response.text() };
    },
    { path, method, token, body },
  );
}

const accountIds: Partial<Record<Role, number>> = {};

beforeAll(async () => {
  ({ page: owner } = await newPage(suite.browser));
  await signInAsAdmin(owner, suite.server.url);
  for (const role of ['operator', 'viewer'] as const) {
    const made = await asOwner('/panel-accounts', 'POST', {
      username: `e2e-${role}`,
      password: PASSWORD,
      role,
    });
    expect(made.status).toBe(201);
    accountIds[role] = JSON.parse(made.body).id;
  }
});

async function signedInAs(role: 'operator' | 'viewer', viewport?: typeof PHONE) {
  const { page } = await newPage(suite.browser, viewport);
  await signIn(page, suite.server.url, `e2e-${role}`, PASSWORD);
  await page.getByRole('heading', { name: 'Boshqaruv Paneli', level: 1 }).waitFor();
  return page;
}

/** Where the role's menu leads, as the table says. */
const menuFor = (role: Role) =>
  SCREENS.filter(
    (screen) => screen.menu && canDo(role, accessOf(screen), accessActionOf(screen)),
  ).map(pathOf);

async function menuPaths(page: Page): Promise<string[]> {
  await page.getByRole('menuitem', { name: 'Amallar tarixi' }).waitFor();
  return page
    .getByRole('navigation')
    .getByRole('menuitem')
    .evaluateAll((items) => items.flatMap((item) => item.getAttribute('href') ?? []));
}

describe('the menu and the addresses of each role', () => {
  it.each(['operator', 'viewer'] as const)('match the table for the %s', async (role) => {
    const page = await signedInAs(role);
    expect(await menuPaths(page)).toEqual(menuFor(role));
    expect(await page.getByRole('menuitem', { name: 'Panel hisoblari' }).count()).toBe(0);
    for (const address of ['/panel-accounts', '/oson-configs/new']) {
      await page.goto(`${suite.server.url}${address}`);
      await page.getByText("Bu sahifaga kirish uchun sizda yetarli huquq yo'q").waitFor();
      expect(await page.getByRole('heading', { level: 1 }).count()).toBe(0);
    }
    expect(await seriousViolations(page)).toEqual([]);
    // One's own account: the role in words, and one's own password.
    await page.getByRole('button', { name: `Mening hisobim: e2e-${role}` }).click();
    const own = page.getByRole('dialog', { name: 'Mening hisobim' });
    await own.getByText(role === 'viewer' ? 'Kuzatuvchi' : 'Operator', { exact: true }).waitFor();
    await own.getByLabel('Joriy parol', { exact: false }).first().waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    await page.context().close();
  });

  it('lists every screen for the owner', async () => {
    await owner.goto(`${suite.server.url}/`);
    expect(await menuPaths(owner)).toEqual(menuFor('owner'));
  });
});

/** The controls a viewer may find: reading, filtering, sorting, paging, opening details. */
const READ_CONTROLS = [
  /^button: (7|30|90) Kun$/,
  /^button: (Barchasi|Maxsus oraliq)$/,
  /^button: (Ko'rinishlar|CSV eksport|Filtrlar|Qo'llash|Tozalash|Qidirish|Batafsil|Yangilash)$/,
  /^button: Sana/,
  /^button: (ID|Platforma|Foydalanuvchi|Karta|Summa|Turi|Holat)$/,
  /^button: O'zgarishlar \(\d+\)$/,
  /^button: (Keyingi|Oldingi|Birinchi|Oxirgi) sahifaga o'tish$/,
  /^a: #\d+ tranzaksiya tafsilotlari$/,
  // A person's page (/users/{chatId}), from the journal's user cells and the most active users.
  /^a: .+: foydalanuvchi sahifasi$/,
  /^select: /,
  /^input\[search\]: /,
  /^input\[text\]: Chat ID$/,
];

/**
 * Beyond reading, a viewer ends its own signed-in devices: its own account ('own-account'), not
 * the service's data, which every role may.
 */
const OWN_SESSION_CONTROLS: Record<string, RegExp[]> = {
  '/devices': [/^button: Hamma joydan chiqish$/, /^button: .+: chiqarish$/],
};

describe("a viewer's screens", () => {
  it.each([
    ['desktop', undefined],
    ['phone', PHONE],
  ] as const)('hold no enabled write control (%s)', async (_size, viewport) => {
    const page = await signedInAs('viewer', viewport);
    const writes: string[] = [];
    for (const path of menuFor('viewer')) {
      await page.goto(`${suite.server.url}${path}`);
      await page.getByRole('heading', { level: 1 }).first().waitFor();
      await page.waitForLoadState('networkidle');
      for (const control of await enabledControlsIn(page)) {
        const allowed = [...READ_CONTROLS, ...(OWN_SESSION_CONTROLS[path] ?? [])];
        if (!allowed.some((read) => read.test(control))) writes.push(`${path} ${control}`);
      }
    }
    expect(writes).toEqual([]);
    // The journal's saved views: applied, never saved or deleted by a viewer.
    await page.goto(`${suite.server.url}/transactions`);
    await page.getByRole('button', { name: "Ko'rinishlar" }).click();
    const dialog = page.getByRole('dialog');
    await dialog.waitFor();
    expect(await dialog.getByRole('button', { name: /Saqlash|O'chirish/ }).count()).toBe(0);
    expect(await seriousViolations(page)).toEqual([]);
    await page.context().close();
  });
});

describe('a role changed while signed in', () => {
  it('is refused by the server in the UI language, and the panel follows it', async () => {
    const page = await signedInAs('operator');
    await page.getByRole('menuitem', { name: 'Adminlar', exact: true }).click();
    await page.getByLabel('Telegram Chat ID').fill('700300400');
    // An owner makes the operator a viewer meanwhile.
    const changed = await asOwner(`/panel-accounts/${accountIds.operator}/role`, 'PUT', {
      role: 'viewer',
    });
    expect(changed.status).toBe(200);
    await page.getByRole('button', { name: "Qo'shish" }).click();
    await page.getByText('Sizning rolingiz bu amalga ruxsat bermaydi.').waitFor();
    // Still signed in, now offered what a viewer may do.
    await page.getByLabel('Telegram Chat ID').waitFor({ state: 'detached' });
    expect(page.url()).toMatch(/\/admins$/);
    const refused = await asOwner('/audit-log?action=forbidden&username=e2e-operator', 'GET');
    expect(JSON.parse(refused.body)).toMatchObject([{ resource: 'admins', action: 'forbidden' }]);
    await page.context().close();
  });
});
