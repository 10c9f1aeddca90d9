// @vitest-environment jsdom
// The login history in the panel: its data-provider module through the real data provider and
// HTTP client (a recording fetch), and its screen.
import { describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { LoginHistoryList } from '../../../src/resources/login-history/LoginHistoryList';
import { providerWith } from '../../fixtures/providers';
import { renderWithCore } from '../../fixtures/renderWithCore';

const minutesAgo = (n: number) => new Date(Date.now() - n * 60_000).toISOString();

const RECORDS = [
  {
    id: 2,
    username: 'admin',
    deviceName: 'Android Device',
    city: 'Samarqand',
    country: 'Uzbekistan',
    ipAddress: '84.54.70.1',
    userAgent: 'Mozilla/5.0 (Linux; Android 14; Pixel 8)',
    loginTime: minutesAgo(5),
  },
  {
    id: 1,
    username: 'operator',
    deviceName: 'Windows PC',
    city: '',
    country: '',
    ipAddress: '',
    userAgent: 'Mozilla/5.0 (Windows NT 10.0; Win64; x64)',
    loginTime: minutesAgo(60 * 24 * 3),
  },
];

describe('LoginHistoryList', () => {
  it('asks for newest first and shows each sign-in with fallbacks and Uzbek relative time', async () => {
    const getList = vi.fn(async () => ({ data: RECORDS, total: 2 }));
    renderWithCore(<LoginHistoryList />, { dataProvider: { getList } });
    expect(await screen.findByText('Android Device')).toBeInTheDocument();
    expect(getList).toHaveBeenCalledWith(
      'login-devices',
      expect.objectContaining({ sort: { field: 'loginTime', order: 'DESC' } }),
    );
    expect(screen.getByText('5 minut oldin')).toBeInTheDocument();
    expect(screen.getByText('3 kun oldin')).toBeInTheDocument();
    expect(screen.getByText(/Samarqand, Uzbekistan/)).toBeInTheDocument();
    expect(screen.getByText(/Noma'lum Shahar, Noma'lum Davlat/)).toBeInTheDocument();
    expect(screen.getByText(/Noma'lum IP/)).toBeInTheDocument();
  });

  it("reveals the raw user agent under 'Batafsil'", async () => {
    renderWithCore(<LoginHistoryList />, {
      dataProvider: { getList: async () => ({ data: RECORDS, total: 2 }) },
    });
    const user = userEvent.setup();
    const [first] = await screen.findAllByRole('button', { name: 'Batafsil' });
    expect(first).toHaveAttribute('aria-expanded', 'false');
    await user.click(first);
    expect(first).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByText('Mozilla/5.0 (Linux; Android 14; Pixel 8)')).toBeVisible();
  });

  it('shows the empty text', async () => {
    renderWithCore(<LoginHistoryList />, {
      dataProvider: { getList: async () => ({ data: [], total: 0 }) },
    });
    expect(await screen.findByText('Hozircha kirish qaydlari mavjud emas.')).toBeInTheDocument();
  });

  it('shows the spec error inline and as a toast', async () => {
    renderWithCore(<LoginHistoryList />, {
      dataProvider: { getList: vi.fn().mockRejectedValue(new Error('HTTP 500')) },
    });
    await waitFor(() =>
      expect(screen.getAllByText('Kirishlar tarixini yuklashda xatolik.')).toHaveLength(2),
    );
  });

  it('asks 20 per page and pages on with the next button', async () => {
    const getList = vi.fn(async () => ({ data: RECORDS, total: 45 }));
    renderWithCore(<LoginHistoryList />, { dataProvider: { getList } });
    await screen.findByText('Android Device');
    expect(getList).toHaveBeenLastCalledWith(
      'login-devices',
      expect.objectContaining({ pagination: { page: 1, perPage: 20 } }),
    );
    await userEvent.setup().click(screen.getByRole('button', { name: "Keyingi sahifaga o'tish" }));
    await waitFor(() =>
      expect(getList).toHaveBeenLastCalledWith(
        'login-devices',
        expect.objectContaining({ pagination: { page: 2, perPage: 20 } }),
      ),
    );
  });

  it('keeps the user agent out of sight (and of screen readers) until asked', async () => {
    renderWithCore(<LoginHistoryList />, {
      dataProvider: { getList: async () => ({ data: RECORDS, total: 2 }) },
    });
    const [first] = await screen.findAllByRole('button', { name: 'Batafsil' });
    expect(screen.getByText('Mozilla/5.0 (Linux; Android 14; Pixel 8)')).not.toBeVisible();
    expect(document.getElementById(first.getAttribute('aria-controls') ?? '')).toHaveTextContent(
      'Mozilla/5.0 (Linux; Android 14; Pixel 8)',
    );
  });

  it('draws one card per sign-in, newest first, each led by its device and how long ago', async () => {
    const unnamed = { ...RECORDS[1], id: 0, deviceName: '', loginTime: minutesAgo(60 * 24 * 10) };
    renderWithCore(<LoginHistoryList />, {
      dataProvider: { getList: async () => ({ data: [...RECORDS, unnamed], total: 3 }) },
    });
    const list = await screen.findByRole('list', { name: 'Kirishlar Tarixi' });
    const items = within(list).getAllByRole('listitem');
    expect(items.map((item) => within(item).getByRole('heading').textContent)).toEqual([
      'Android Device',
      'Windows PC',
      "Noma'lum qurilma",
    ]);
    // On a phone the card is one column: the device and the time come before everything else.
    const first = items[0];
    expect(first.textContent?.indexOf('5 minut oldin')).toBeLessThan(
      first.textContent?.indexOf('admin') ?? -1,
    );
    expect(within(first).getByText('admin')).toBeInTheDocument();
    expect(within(first).getByText(/84\.54\.70\.1/)).toBeInTheDocument();
    expect(within(items[2]).getByText('10 kun oldin')).toBeInTheDocument();
  });

  it('reads the list again from the error state', async () => {
    const getList = vi
      .fn()
      .mockRejectedValueOnce(new Error('HTTP 500'))
      .mockResolvedValue({ data: RECORDS, total: 2 });
    renderWithCore(<LoginHistoryList />, { dataProvider: { getList } });
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Yangilash' }));
    expect(await screen.findByText('Android Device')).toBeInTheDocument();
    expect(getList).toHaveBeenCalledTimes(2);
  });
});

describe('dataProvider: login-devices', () => {
  const history = [
    { id: 1, username: 'a', loginTime: '2025-09-20T10:00:00', deviceName: 'Mac' },
    { id: 2, username: 'b', loginTime: '2025-09-21T09:00:00', deviceName: 'iPhone' },
    { id: 3, username: 'c', loginTime: '2025-09-19T23:30:00.5', city: null, ipAddress: null },
  ];

  it('getList on the production backend (whole array): newest first, zone, paged here', async () => {
    const { dataProvider, requests } = providerWith(() => ({ body: history }), 'Asia/Tashkent');
    const result = await dataProvider.getList('login-devices', {
      pagination: { page: 1, perPage: 20 },
      sort: { field: 'loginTime', order: 'DESC' },
      filter: {},
    });
    expect(requests[0]).toMatchObject({
      url: `/api/admin/login?range=${encodeURIComponent('[0,19]')}`,
      method: 'GET',
    });
    expect(result.total).toBe(3);
    expect(result.data.map((r) => r.id)).toEqual([2, 1, 3]);
    expect(result.data[0].loginTime).toBe('2025-09-21T04:00:00.000Z');
    expect(result.data[2]).toMatchObject({ city: '', ipAddress: '', userAgent: '' });
  });

  it('pages on the client there too: page 2 of 2 per page is the oldest row', async () => {
    const { dataProvider } = providerWith(() => ({ body: history }));
    const result = await dataProvider.getList('login-devices', {
      pagination: { page: 2, perPage: 2 },
      sort: { field: 'loginTime', order: 'DESC' },
      filter: {},
    });
    expect(result).toMatchObject({ total: 3, data: [{ id: 3 }] });
  });

  it('getList on our server: asks for the page, takes it as it is and the total from Content-Range', async () => {
    const page = [
      { id: 250, username: 'x', loginTime: '2025-09-21T09:00:00Z' },
      { id: 249, username: 'y', loginTime: '2025-09-21T08:00:00Z' },
    ];
    const { dataProvider, requests } = providerWith(() => ({
      body: page,
      headers: { 'Content-Range': 'login-history 40-41/250' },
    }));
    const result = await dataProvider.getList('login-devices', {
      pagination: { page: 3, perPage: 20 },
      sort: { field: 'loginTime', order: 'DESC' },
      filter: {},
    });
    expect(requests[0].url).toBe(`/api/admin/login?range=${encodeURIComponent('[40,59]')}`);
    expect(result.total).toBe(250);
    expect(result.data.map((r) => r.id)).toEqual([250, 249]);
  });

  it('rejects an answer that is not a list', async () => {
    const { dataProvider } = providerWith(() => ({ body: 'OK' }));
    await expect(
      dataProvider.getList('login-devices', {
        pagination: { page: 1, perPage: 25 },
        sort: { field: 'id', order: 'ASC' },
        filter: {},
      }),
    ).rejects.toThrow(/not a list/);
  });
});
