// @vitest-environment jsdom
// The Humo page's list of active profiles: pictures and placeholders, the empty text, load
// errors, and deletion behind a confirmation.
import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HumoPage } from '../../../src/pages/humo/HumoPage';
import { renderWithCore } from '../../fixtures/renderWithCore';
import { FORWARD_FAILURE, PICTURE, account, fakeHumoBackend } from './fakeHumoBackend';

function renderPage(backend: ReturnType<typeof fakeHumoBackend>) {
  renderWithCore(<HumoPage />, { dataProvider: backend.dataProvider });
  return backend;
}

const ALI = account();
const VALI = account({
  id: '102',
  name: 'Vali Aliyev',
  username: '@vali',
  phone: '+998935554433',
  status: 'INACTIVE',
  profilePicture: null,
});

describe('Humo active accounts', () => {
  it("shows 'Profillar mavjud emas.' when there are none", async () => {
    const backend = renderPage(fakeHumoBackend([]));
    expect(await screen.findByText('Profillar mavjud emas.')).toBeInTheDocument();
    expect(backend.calls('GET /humo/active')[0].url).toBe('/api/humo/active?include_photo=true');
  });

  it('shows picture, name, username, phone and status of each account', async () => {
    renderPage(fakeHumoBackend([ALI, VALI]));
    const picture = await screen.findByRole('img', { name: 'Ali Valiyev' });
    expect(picture).toHaveAttribute('src', `data:image/jpeg;base64,${PICTURE}`);
    const ali = screen.getByTestId('humo-account-101');
    expect(ali).toHaveTextContent('Ali Valiyev');
    expect(ali).toHaveTextContent('@ali_v');
    expect(ali).toHaveTextContent('+998901234567');
    expect(ali).toHaveTextContent('ACTIVE');
    // No picture: a placeholder, and the name is still written out.
    const vali = screen.getByTestId('humo-account-102');
    expect(within(vali).queryByRole('img')).not.toBeInTheDocument();
    expect(within(vali).getByTestId('humo-avatar-placeholder')).toBeInTheDocument();
    expect(vali).toHaveTextContent('Vali Aliyev');
    expect(vali).toHaveTextContent('@vali');
    expect(vali).not.toHaveTextContent('@@vali');
    expect(vali).toHaveTextContent('INACTIVE');
    expect(screen.queryByText('Profillar mavjud emas.')).not.toBeInTheDocument();
  });

  it('does not turn a picture that is not base64 into an image source', async () => {
    renderPage(fakeHumoBackend([account({ profilePicture: '"><script>x</script>' })]));
    await screen.findByText('Ali Valiyev');
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
  });

  it.each([
    ['the 500 text of the production helper', FORWARD_FAILURE, 'Failed to forward request'],
    [
      'our server message',
      { status: 502, body: { message: 'Humo xizmati javob bermadi' } },
      'Humo xizmati javob bermadi',
    ],
    ['a failure without explanation', { status: 500 }, 'Xatolik yuz berdi'],
    ['an answer that is not a list', { status: 200, body: { accounts: [] } }, "Noma'lum xato"],
  ])('explains %s', async (_name, answer, shown) => {
    renderPage(fakeHumoBackend([], { 'GET /humo/active': () => answer }));
    expect(await screen.findByText(shown)).toBeInTheDocument();
    expect(screen.queryByText('Profillar mavjud emas.')).not.toBeInTheDocument();
  });

  it('asks before deleting, then deletes by phone and reloads the list', async () => {
    const backend = renderPage(fakeHumoBackend([ALI, VALI]));
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: "O'chirish: +998935554433" }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent(
      "Vali Aliyev (+998935554433) profilini o'chirishni tasdiqlaysizmi?",
    );
    expect(backend.calls('DELETE /humo/delete')).toHaveLength(0);
    await user.click(within(dialog).getByRole('button', { name: /O'chirish/ }));
    expect(await screen.findByText("+998935554433 o'chirildi")).toBeInTheDocument();
    expect(backend.calls('DELETE /humo/delete')).toEqual([
      { url: '/api/humo/delete?phone=%2B998935554433', body: undefined },
    ]);
    await waitFor(() => expect(screen.queryByText('Vali Aliyev')).not.toBeInTheDocument());
    expect(screen.getByText('Ali Valiyev')).toBeInTheDocument();
  });

  it('deletes nothing when the confirmation is cancelled', async () => {
    const backend = renderPage(fakeHumoBackend([ALI]));
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: "O'chirish: +998901234567" }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: /Bekor|Cancel/i }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(backend.calls('DELETE /humo/delete')).toHaveLength(0);
    expect(screen.getByText('Ali Valiyev')).toBeInTheDocument();
  });

  it('keeps the account and shows the server text when deleting fails', async () => {
    renderPage(fakeHumoBackend([ALI], { 'DELETE /humo/delete': () => FORWARD_FAILURE }));
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: "O'chirish: +998901234567" }));
    await user.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: /O'chirish/ }),
    );
    expect(await screen.findByText('Failed to forward request')).toBeInTheDocument();
    expect(screen.getByText('Ali Valiyev')).toBeInTheDocument();
  });

  it('reads the list again on demand', async () => {
    const backend = renderPage(fakeHumoBackend([ALI]));
    const user = userEvent.setup();
    await screen.findByText('Ali Valiyev');
    await user.click(screen.getByRole('button', { name: 'Yangilash' }));
    await waitFor(() => expect(backend.calls('GET /humo/active')).toHaveLength(2));
  });
});
