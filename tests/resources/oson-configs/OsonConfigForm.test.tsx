// @vitest-environment jsdom
// The Oson config form on its create (/oson-configs/new) and edit (/oson-configs/{id}) pages.
import { describe, expect, it, vi } from 'vitest';
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { focusManager } from '@tanstack/react-query';
import { providerError } from '../../fixtures/providerError';
import { fakeOsonProvider, osonConfig } from './fakeOsonProvider';
import { renderOsonRoutes } from './renderOsonRoutes';

// MUI marks required labels with an asterisk: match the label's start.
const field = (label: string) => screen.getByLabelText(new RegExp(`^${label}`));
const path = () => screen.getByTestId('current-path');

async function fillAll(user: ReturnType<typeof userEvent.setup>) {
  await user.type(field('Device Name'), '  Pixel 8  ');
  await user.type(field('Phone'), '998901112233');
  await user.type(field('Password'), 'p@ss word');
  await user.type(field('Device ID'), ' dev-9 ');
}

describe('OsonConfigCreate', () => {
  it('shows an error under every empty field and does not save', async () => {
    const provider = fakeOsonProvider([]);
    renderOsonRoutes('/oson-configs/new', provider);
    const user = userEvent.setup();
    expect(await screen.findByRole('heading', { name: 'New Oson Account' })).toBeVisible();
    await user.type(field('Phone'), '   ');
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));

    expect(screen.getAllByText('This field is required.')).toHaveLength(4);
    expect(field('Phone')).toHaveAttribute('aria-invalid', 'true');
    expect(provider.create).not.toHaveBeenCalled();

    // The errors follow the typing once shown.
    await user.type(field('Device Name'), 'A');
    expect(screen.getAllByText('This field is required.')).toHaveLength(3);
    expect(field('Device Name')).toHaveAttribute('aria-invalid', 'false');
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(provider.create).not.toHaveBeenCalled();
    expect(path()).toHaveTextContent('/oson-configs/new');
  });

  it('sends trimmed values with the default apiUrl, then goes to the list', async () => {
    const provider = fakeOsonProvider([]);
    renderOsonRoutes('/oson-configs/new', provider, { osonDefaultApiUrl: 'https://core.example' });
    const user = userEvent.setup();
    // The apiUrl is sent but never shown.
    expect(screen.queryByLabelText(/API URL/)).not.toBeInTheDocument();
    await fillAll(user);
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));

    expect(await screen.findByText('Configuration saved.')).toBeInTheDocument();
    expect(provider.create).toHaveBeenCalledWith(
      'oson-configs',
      expect.objectContaining({
        data: {
          deviceName: 'Pixel 8',
          phone: '998901112233',
          password: 'p@ss word',
          deviceId: 'dev-9',
          apiUrl: 'https://core.example',
        },
      }),
    );
    await waitFor(() => expect(path()).toHaveTextContent(/^\/oson-configs$/));
  });

  it('stays on the form and says so when saving fails', async () => {
    const provider = fakeOsonProvider([], {
      create: vi.fn().mockRejectedValue(providerError('HTTP 500', 500)),
    });
    renderOsonRoutes('/oson-configs/new', provider);
    const user = userEvent.setup();
    await fillAll(user);
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByText('Failed to save configuration.')).toBeInTheDocument();
    expect(path()).toHaveTextContent('/oson-configs/new');
    expect(field('Device Name')).toHaveValue('  Pixel 8  ');
  });

  it("puts the server's field error on the field it names", async () => {
    const provider = fakeOsonProvider([], {
      create: vi.fn().mockRejectedValue(providerError('phone: must be a phone number', 400)),
    });
    renderOsonRoutes('/oson-configs/new', provider);
    const user = userEvent.setup();
    await fillAll(user);
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByText('Failed to save configuration.')).toBeInTheDocument();
    await waitFor(() =>
      expect(field('Phone')).toHaveAccessibleDescription('must be a phone number'),
    );
    expect(field('Phone')).toHaveAttribute('aria-invalid', 'true');
    expect(field('Device Name')).toHaveAttribute('aria-invalid', 'false');
    expect(path()).toHaveTextContent('/oson-configs/new');
  });

  it('goes back to the list on Cancel without saving', async () => {
    const provider = fakeOsonProvider([]);
    renderOsonRoutes('/oson-configs/new', provider);
    const user = userEvent.setup();
    await fillAll(user);
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(path()).toHaveTextContent(/^\/oson-configs$/));
    expect(provider.create).not.toHaveBeenCalled();
    expect(provider.update).not.toHaveBeenCalled();
  });

  it('fills the recognised fields from Quick Paste and leaves the others alone', async () => {
    renderOsonRoutes('/oson-configs/new', fakeOsonProvider([]));
    const user = userEvent.setup();
    await user.type(field('Device Name'), 'Kept');
    const paste = field('Quick Paste');
    await user.click(paste);
    await user.paste('phone=%2B998901234567&password=a%40b+c&dev_id=D-1&token=x&broken');
    await user.click(screen.getByRole('button', { name: 'Apply Data' }));

    expect(await screen.findByText('Fields filled from the pasted data.')).toBeInTheDocument();
    expect(field('Phone')).toHaveValue('+998901234567');
    expect(field('Password')).toHaveValue('a@b c');
    expect(field('Device ID')).toHaveValue('D-1');
    expect(field('Device Name')).toHaveValue('Kept');
    // The pasted text held the password in clear: it is cleared once applied.
    expect(paste).toHaveValue('');
  });

  it('says so when Quick Paste recognises nothing', async () => {
    renderOsonRoutes('/oson-configs/new', fakeOsonProvider([]));
    const user = userEvent.setup();
    await user.click(field('Quick Paste'));
    await user.paste('foo=bar&phone');
    await user.click(screen.getByRole('button', { name: 'Apply Data' }));
    expect(
      await screen.findByText(
        'No phone, password, dev_id or device_name found in the pasted data.',
      ),
    ).toBeInTheDocument();
    expect(field('Phone')).toHaveValue('');
  });

  it('shows and hides the password', async () => {
    renderOsonRoutes('/oson-configs/new', fakeOsonProvider([]));
    const user = userEvent.setup();
    expect(field('Password')).toHaveAttribute('type', 'password');
    await user.click(screen.getByRole('button', { name: 'Show password' }));
    expect(field('Password')).toHaveAttribute('type', 'text');
    await user.click(screen.getByRole('button', { name: 'Hide password' }));
    expect(field('Password')).toHaveAttribute('type', 'password');
  });
});

describe('OsonConfigEdit', () => {
  it('loads the config without its password and saves the fields, a blank password kept', async () => {
    const provider = fakeOsonProvider([
      osonConfig(1, 'Samsung A54', true),
      osonConfig(2, 'iPhone 13'),
    ]);
    renderOsonRoutes('/oson-configs/2', provider);
    const user = userEvent.setup();
    expect(await screen.findByRole('heading', { name: 'Edit Oson Account' })).toBeVisible();
    await waitFor(() => expect(field('Device Name')).toHaveValue('iPhone 13'));
    expect(field('Device ID')).toHaveValue('dev-2');
    // The panel never holds the stored password: blank keeps it.
    expect(field('Password')).toHaveValue('');
    expect(screen.getByText('Leave blank to keep the current password.')).toBeVisible();

    await user.clear(field('Phone'));
    await user.type(field('Phone'), '998907654321');
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));

    expect(await screen.findByText('Configuration saved.')).toBeInTheDocument();
    expect(screen.queryByText('This field is required.')).not.toBeInTheDocument();
    expect(provider.update).toHaveBeenCalledWith(
      'oson-configs',
      expect.objectContaining({
        id: 2,
        data: { deviceName: 'iPhone 13', phone: '998907654321', password: '', deviceId: 'dev-2' },
      }),
    );
    await waitFor(() => expect(path()).toHaveTextContent(/^\/oson-configs$/));
  });

  it('keeps what the admin typed or pasted when the record is read again', async () => {
    const stored = osonConfig(2, 'iPhone 13');
    let onServer = stored;
    const provider = fakeOsonProvider([stored], {
      getOne: vi.fn(async () => ({ data: { ...onServer } })),
    });
    renderOsonRoutes('/oson-configs/2', provider);
    const user = userEvent.setup();
    await waitFor(() => expect(field('Device Name')).toHaveValue('iPhone 13'));
    await user.type(field('Device Name'), ' Pro');
    await user.click(field('Quick Paste'));
    await user.paste('dev_id=D-9');
    await user.click(screen.getByRole('button', { name: 'Apply Data' }));
    await waitFor(() => expect(field('Device ID')).toHaveValue('D-9'));

    // Changed elsewhere meanwhile; coming back to the window reads the record again.
    onServer = {
      ...stored,
      deviceName: 'Renamed elsewhere',
      phone: '998909999999',
      deviceId: 'dev-elsewhere',
    };
    act(() => {
      focusManager.setFocused(false);
      focusManager.setFocused(true);
    });
    await waitFor(() => expect(provider.getOne).toHaveBeenCalledTimes(2));
    // What the admin did not touch follows the server; what they typed or pasted stays.
    await waitFor(() => expect(field('Phone')).toHaveValue('998909999999'));
    expect(field('Device Name')).toHaveValue('iPhone 13 Pro');
    expect(field('Device ID')).toHaveValue('D-9');
    focusManager.setFocused(undefined);
  });

  it('reads the record afresh even after the list cached it', async () => {
    const provider = fakeOsonProvider([osonConfig(1, 'Samsung A54', true)]);
    renderOsonRoutes('/oson-configs', provider);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('link', { name: 'Edit: Samsung A54' }));
    await waitFor(() => expect(provider.getOne).toHaveBeenCalled());
    await waitFor(() => expect(field('Device Name')).toHaveValue('Samsung A54'));
  });

  it('says so when the config cannot be loaded', async () => {
    const provider = fakeOsonProvider([], {
      getOne: vi.fn().mockRejectedValue(providerError('HTTP 404', 404)),
    });
    renderOsonRoutes('/oson-configs/9', provider);
    await waitFor(() => expect(screen.getAllByText('Failed to load config data.')).toHaveLength(2));
    expect(screen.queryByRole('button', { name: 'Save Changes' })).not.toBeInTheDocument();
  });
});
