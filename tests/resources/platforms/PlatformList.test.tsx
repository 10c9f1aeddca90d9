// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { PlatformList } from '../../../src/resources/platforms/PlatformList';
import { ApiKeyMissingError } from '../../../src/providers/resources/platforms';
import { providerError } from '../../fixtures/providerError';
import { expectReadingOrder } from '../../fixtures/readingOrder';
import { renderWithCore } from '../../fixtures/renderWithCore';
import { focusManager } from '@tanstack/react-query';

const platforms = [
  { id: 1, name: '1xBet UZ', currency: 'UZS', login: 'xbet-api', workplaceId: 'WP-1' },
  { id: 2, name: 'Melbet RU', currency: 'RUB', login: 'melbet-api', workplaceId: 'WP-2' },
];

function provider(overrides: Record<string, unknown> = {}) {
  return {
    getList: vi.fn(async () => ({ data: platforms, total: platforms.length })),
    getOne: vi.fn(async (_r: string, { id }: { id: number }) => ({
      data: { ...platforms.find((p) => p.id === id)!, apiKey: `key-${id}` },
    })),
    create: vi.fn(async (_r: string, { data }: { data: object }) => ({ data: { id: 3, ...data } })),
    update: vi.fn(async (_r: string, { data, id }: { data: object; id: number }) => ({
      data: { id, ...data },
    })),
    delete: vi.fn(async () => ({ data: platforms[0] })),
    getPlatformApiKey: vi.fn(async (id: number) => `key-${id}`),
    ...overrides,
  };
}

const writeText = vi.fn(async () => undefined);

beforeEach(() => {
  Object.defineProperty(window, 'isSecureContext', { value: true, configurable: true });
  Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
  writeText.mockClear();
});

afterEach(() => vi.useRealTimers());

describe('PlatformList', () => {
  it('shows name, currency, login and workplace ID but no secret', async () => {
    renderWithCore(<PlatformList />, { dataProvider: provider() });
    const card = await screen.findByRole('article', { name: 'Melbet RU' });
    expect(card).toHaveTextContent('RUB');
    expect(card).toHaveTextContent('melbet-api');
    expect(card).toHaveTextContent('WP-2');
    expect(card).not.toHaveTextContent('key-2');
  });

  it("shows the empty state with 'Add your first platform'", async () => {
    renderWithCore(<PlatformList />, {
      dataProvider: provider({ getList: vi.fn(async () => ({ data: [], total: 0 })) }),
    });
    expect(await screen.findByText('No platforms have been added yet.')).toBeInTheDocument();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Add your first platform' }));
    expect(await screen.findByRole('dialog', { name: 'Add New Platform' })).toBeInTheDocument();
  });

  it("copies the key read at click time: 'Copying...', then 'Copied!' for 2 s", async () => {
    let release!: (key: string) => void;
    const dataProvider = provider({
      getPlatformApiKey: vi.fn(() => new Promise<string>((resolve) => (release = resolve))),
    });
    renderWithCore(<PlatformList />, { dataProvider });
    const button = await screen.findByRole('button', { name: 'Copy API Key: 1xBet UZ' });
    vi.useFakeTimers({ shouldAdvanceTime: true });
    fireEvent.click(button);
    expect(await screen.findByRole('button', { name: 'Copying...: 1xBet UZ' })).toBeDisabled();
    expect(dataProvider.getPlatformApiKey).toHaveBeenCalledWith(1);
    await act(async () => release('fresh-key'));
    expect(await screen.findByRole('button', { name: 'Copied!: 1xBet UZ' })).toBeInTheDocument();
    expect(writeText).toHaveBeenCalledWith('fresh-key');
    await act(async () => {
      vi.advanceTimersByTime(1900);
    });
    expect(screen.getByRole('button', { name: 'Copied!: 1xBet UZ' })).toBeInTheDocument();
    await act(async () => {
      vi.advanceTimersByTime(200);
    });
    expect(screen.getByRole('button', { name: 'Copy API Key: 1xBet UZ' })).toBeInTheDocument();
  });

  it.each([
    [new ApiKeyMissingError(), 'API Key not found for this platform.'],
    [new Error('HTTP 500'), 'Could not retrieve or copy the API key.'],
  ])('explains a failed copy (%s)', async (failure, message) => {
    renderWithCore(<PlatformList />, {
      dataProvider: provider({ getPlatformApiKey: vi.fn().mockRejectedValue(failure) }),
    });
    await userEvent
      .setup()
      .click(await screen.findByRole('button', { name: 'Copy API Key: 1xBet UZ' }));
    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(writeText).not.toHaveBeenCalled();
  });

  it('validates the form with the spec messages', async () => {
    const dataProvider = provider();
    renderWithCore(<PlatformList />, { dataProvider });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Add Platform' }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(within(dialog).getByText('Please fill out all required fields.')).toBeInTheDocument();
    await user.type(within(dialog).getByLabelText(/Platform Name/), 'Mostbet');
    await user.type(within(dialog).getByLabelText(/API Key/), 'k-1');
    await user.type(within(dialog).getByLabelText(/^Login/), 'most');
    await user.type(within(dialog).getByLabelText(/Workplace ID/), 'WP-9');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(within(dialog).getByText('Password is required for new platforms.')).toBeInTheDocument();
    expect(dataProvider.create).not.toHaveBeenCalled();
    await user.type(within(dialog).getByLabelText(/^Password/), 's3cret');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(dataProvider.create).toHaveBeenCalledWith(
        'platforms',
        expect.objectContaining({
          data: {
            name: 'Mostbet',
            currency: 'UZS',
            apiKey: 'k-1',
            login: 'most',
            password: 's3cret',
            workplaceId: 'WP-9',
          },
        }),
      ),
    );
  });

  it('edits with the key from the detail and a blank password that says it is kept', async () => {
    const dataProvider = provider();
    renderWithCore(<PlatformList />, { dataProvider });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Edit: Melbet RU' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Platform' });
    await waitFor(() => expect(within(dialog).getByLabelText(/API Key/)).toHaveValue('key-2'));
    expect(within(dialog).getByLabelText(/^Password/)).toHaveValue('');
    expect(dialog).toHaveTextContent('Leave blank to keep the current password.');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(dataProvider.update).toHaveBeenCalled());
    expect(await screen.findByText('Platform saved.')).toBeInTheDocument();
  });

  it('keeps what was typed when the detail is read again, and follows it elsewhere', async () => {
    let reads = 0;
    const dataProvider = provider({
      getOne: vi.fn(async () => {
        reads += 1;
        // Another admin renamed the platform meanwhile.
        const name = reads === 1 ? 'Melbet RU' : 'Melbet RU 2';
        return { data: { ...platforms[1], name, apiKey: 'key-2' } };
      }),
    });
    renderWithCore(<PlatformList />, { dataProvider });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Edit: Melbet RU' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Platform' });
    const workplace = await within(dialog).findByLabelText(/Workplace ID/);
    await waitFor(() => expect(workplace).toHaveValue('WP-2'));
    await user.clear(workplace);
    await user.type(workplace, 'WP-typed');
    // The window regains focus: react-query reads the detail again.
    act(() => {
      focusManager.setFocused(false);
      focusManager.setFocused(true);
    });
    await waitFor(() =>
      expect(within(dialog).getByLabelText(/Platform Name/)).toHaveValue('Melbet RU 2'),
    );
    expect(dataProvider.getOne).toHaveBeenCalledTimes(2);
    expect(within(dialog).getByLabelText(/Workplace ID/)).toHaveValue('WP-typed');
    focusManager.setFocused(undefined);
  });

  it("puts the server's field error on its field, without the required-fields alert", async () => {
    const update = vi
      .fn()
      .mockRejectedValue(providerError('name: must be at most 100 characters', 400));
    renderWithCore(<PlatformList />, { dataProvider: provider({ update }) });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Edit: Melbet RU' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Platform' });
    await waitFor(() => expect(within(dialog).getByLabelText(/API Key/)).toHaveValue('key-2'));
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    const name = within(dialog).getByLabelText(/Platform Name/);
    await waitFor(() => expect(name).toHaveAccessibleDescription('must be at most 100 characters'));
    expect(name).toHaveAttribute('aria-invalid', 'true');
    expect(
      within(dialog).getByText('Failed to save platform. Please check the details and try again.'),
    ).toBeInTheDocument();
    expect(
      within(dialog).queryByText('Please fill out all required fields.'),
    ).not.toBeInTheDocument();
  });

  it("marks each blank field and words the password toggle in the screen's English", async () => {
    renderWithCore(<PlatformList />, { dataProvider: provider() });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Add Platform' }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    for (const label of [/Platform Name/, /API Key/, /^Login/, /Workplace ID/]) {
      expect(within(dialog).getByLabelText(label)).toHaveAccessibleDescription(
        'This field is required.',
      );
    }
    const password = within(dialog).getByLabelText(/^Password/);
    expect(password).toHaveAccessibleDescription('Password is required for new platforms.');
    expect(password).toHaveAttribute('type', 'password');
    await user.click(within(dialog).getByRole('button', { name: 'Show password' }));
    expect(password).toHaveAttribute('type', 'text');
    expect(within(dialog).getByRole('button', { name: 'Hide password' })).toBeInTheDocument();
  });

  it('reads top to bottom on a phone: name, currency, login, workplace, actions', async () => {
    renderWithCore(<PlatformList />, { dataProvider: provider() });
    const tile = await screen.findByRole('article', { name: 'Melbet RU' });
    expectReadingOrder(tile, [
      'Melbet RU',
      'RUB',
      'Login:',
      'melbet-api',
      'Workplace ID:',
      'WP-2',
      'Copy API Key',
      'Edit',
      'Delete',
    ]);
    expect(
      screen.getAllByRole('article').map((article) => article.getAttribute('aria-label')),
    ).toEqual(['1xBet UZ', 'Melbet RU']);
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it('confirms deletion and reports a failure', async () => {
    renderWithCore(<PlatformList />, {
      dataProvider: provider({ delete: vi.fn().mockRejectedValue(new Error('x')) }),
    });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Delete: 1xBet UZ' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('Are you sure you want to delete the platform "1xBet UZ"?');
    await user.click(within(dialog).getByRole('button', { name: /Delete/ }));
    expect(await screen.findByText('Failed to delete platform.')).toBeInTheDocument();
  });

  it('shows the load error', async () => {
    renderWithCore(<PlatformList />, {
      dataProvider: provider({ getList: vi.fn().mockRejectedValue(new Error('down')) }),
    });
    await waitFor(() =>
      expect(
        screen.getAllByText('Failed to load platforms. Please refresh the page.'),
      ).toHaveLength(2),
    );
  });
});
