// @vitest-environment jsdom
// The ways to a bot user's page (/users/{chatId}): the journal's user cell (desktop and phone),
// the dashboard's most active users, the lottery's lookup, and a chat ID searched in the journal
// with Enter (any other search, and 'Qo'llash', still filter the journal).
import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes, useParams } from 'react-router-dom';
import { TopUsersTable } from '../../../src/pages/dashboard/TopUsersTable';
import { LotteryPage } from '../../../src/pages/lottery/LotteryPage';
import { TransactionList } from '../../../src/resources/transactions/TransactionList';
import { renderWithCore } from '../../fixtures/renderWithCore';
import { viewport } from '../../fixtures/viewport';
import { balanceEntry, fakeLotteryProvider } from '../lottery/fakeLotteryProvider';
import { TRANSACTION } from './userPageFixtures';

afterEach(() => vi.unstubAllGlobals());

function UserPageStandIn() {
  return <h1>user {useParams().chatId}</h1>;
}

/** `ui` at `path`, beside a stand-in of the user page. */
function renderAt(path: string, ui: React.ReactNode, dataProvider: object) {
  const [pathname] = path.split('?');
  return renderWithCore(
    <Routes>
      <Route path={pathname} element={ui} />
      <Route path="/users/:chatId" element={<UserPageStandIn />} />
    </Routes>,
    { path, dataProvider },
  );
}

const journalProvider = () => ({
  getList: vi.fn(async (resource: string) =>
    resource === 'transactions'
      ? {
          data: [TRANSACTION, { ...TRANSACTION, id: 30, chatId: 700002, fullName: '' }],
          total: 2,
        }
      : { data: [], total: 0 },
  ),
});

const userLink = (name: string) =>
  screen.getByRole('link', { name: `${name}: foydalanuvchi sahifasi` });

describe("the journal's user cell", () => {
  it.each([
    ['desktop', 1280],
    ['phone', 390],
  ])("leads to the person's page (%s)", async (_size, width) => {
    viewport(width);
    renderAt('/transactions', <TransactionList />, journalProvider());
    await screen.findByText('Aziz Karimov');
    expect(userLink('Aziz Karimov')).toHaveAttribute('href', `/users/${TRANSACTION.chatId}`);
    expect(userLink('ChatID: 700002')).toHaveAttribute('href', '/users/700002');
    await userEvent.setup().click(userLink('Aziz Karimov'));
    expect(
      await screen.findByRole('heading', { name: `user ${TRANSACTION.chatId}` }),
    ).toBeInTheDocument();
  });
});

describe("the journal's search", () => {
  const search = () =>
    screen.getByRole('searchbox', { name: "Chat ID yoki ism bo'yicha qidirish" });

  it("opens a chat ID's page on Enter", async () => {
    const provider = journalProvider();
    renderAt('/transactions', <TransactionList />, provider);
    await screen.findByText('Aziz Karimov');
    const user = userEvent.setup();
    await user.type(search(), ' 5012345678 {Enter}');
    expect(await screen.findByRole('heading', { name: 'user 5012345678' })).toBeInTheDocument();
  });

  it.each(['Aziz', '-100500', '50123abc'])('filters by %j on Enter, as before', async (typed) => {
    const provider = journalProvider();
    renderAt('/transactions', <TransactionList />, provider);
    await screen.findByText('Aziz Karimov');
    await userEvent.setup().type(search(), `${typed}{Enter}`);
    await vi.waitFor(() =>
      expect(provider.getList).toHaveBeenLastCalledWith(
        'transactions',
        expect.objectContaining({ filter: { q: typed } }),
      ),
    );
    expect(screen.queryByRole('heading', { name: /^user / })).not.toBeInTheDocument();
  });

  it("filters by a chat ID's digits with 'Qo'llash'", async () => {
    const provider = journalProvider();
    renderAt('/transactions', <TransactionList />, provider);
    await screen.findByText('Aziz Karimov');
    const user = userEvent.setup();
    await user.type(search(), '5012');
    await user.click(screen.getByRole('button', { name: "Qo'llash" }));
    await vi.waitFor(() =>
      expect(provider.getList).toHaveBeenLastCalledWith(
        'transactions',
        expect.objectContaining({ filter: { q: '5012' } }),
      ),
    );
  });
});

describe("the dashboard's most active users", () => {
  it("lead to each person's page", async () => {
    renderAt('/', <TopUsersTable topUsers={{ '555': 42, '-100': 9 }} loading={false} />, {});
    expect(userLink('555')).toHaveAttribute('href', '/users/555');
    // A group's chat (negative) is no bot user: no page to lead to.
    const table = screen.getByRole('table');
    expect(within(table).getByText('-100').closest('a')).toBeNull();
  });
});

describe("the lottery's lookup", () => {
  it("leads to the looked-up person's page", async () => {
    const { provider } = fakeLotteryProvider({ balances: new Map([balanceEntry(555, 1000, 2)]) });
    renderAt('/lottery', <LotteryPage />, provider);
    const user = userEvent.setup();
    await user.type(screen.getByRole('textbox', { name: 'Chat ID' }), '555');
    await user.click(screen.getByRole('button', { name: 'Qidirish' }));
    await screen.findByTestId('lottery-balance');
    const link = screen.getByRole('link', { name: '555: foydalanuvchi sahifasi' });
    expect(link).toHaveAttribute('href', '/users/555');
    expect(link).toHaveTextContent('Foydalanuvchi sahifasi');
  });

  it('leads there also when the person has no lottery balance', async () => {
    const { provider } = fakeLotteryProvider();
    renderAt('/lottery', <LotteryPage />, provider);
    const user = userEvent.setup();
    await user.type(screen.getByRole('textbox', { name: 'Chat ID' }), '777');
    await user.click(screen.getByRole('button', { name: 'Qidirish' }));
    await screen.findByText('Foydalanuvchi topilmadi.');
    expect(screen.getByRole('link', { name: '777: foydalanuvchi sahifasi' })).toHaveAttribute(
      'href',
      '/users/777',
    );
  });
});
