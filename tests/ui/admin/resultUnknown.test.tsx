// @vitest-environment jsdom
// A write whose result is unknown (no answer, a timeout, the server's word) is said as such on the
// screens, in the UI's language, instead of their plain "failed" message: the admin checks before
// repeating. Each screen here over the real data provider and HTTP client, the server silent.
import { afterEach, describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { BroadcastPage } from '../../../src/pages/broadcast/BroadcastPage';
import { FeatureSwitches } from '../../../src/pages/dashboard/FeatureSwitches';
import { AdminList } from '../../../src/resources/admins/AdminList';
import { CardList } from '../../../src/resources/cards/CardList';
import type { RecordedRequest } from '../../fixtures/fakeFetch';
import { providerWith } from '../../fixtures/providers';
import { renderWithCore } from '../../fixtures/renderWithCore';

const UNKNOWN =
  "Natija noma'lum: javob kelmadi. Amal bajarilgan bo'lishi mumkin, shuning uchun takrorlashdan oldin tekshiring.";

/** The real providers; reads answered from `reads`, every write left without an answer. */
function silentOnWrites(reads: (request: RecordedRequest) => unknown) {
  return providerWith((request) => {
    if (request.method === 'GET') return { body: reads(request) };
    throw new TypeError('Failed to fetch');
  }).dataProvider;
}

afterEach(async () => (await import('sonner')).toast.dismiss());

describe('a write that got no answer', () => {
  it("says so in the card form's alert", async () => {
    const card = {
      id: 10,
      cardNumber: '9860123412341234',
      ownerName: '',
      paymentSystem: 'HUMO',
      balance: 1250000,
      osonConfig: { id: 1, deviceName: 'Samsung A54', primaryConfig: true },
    };
    const dataProvider = silentOnWrites((request) =>
      request.url.startsWith('/api/admin/cards')
        ? [card]
        : request.url.startsWith('/api/oson/config')
          ? [{ ...card.osonConfig, phone: '', deviceId: '', apiUrl: '' }]
          : { mergedWrites: true },
    );
    renderWithCore(<CardList />, { dataProvider });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Edit: 1234' }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText(UNKNOWN)).toBeInTheDocument();
    expect(within(dialog).queryByText(/Failed to save the card/)).not.toBeInTheDocument();
  });

  it('says so when an admin is added', async () => {
    renderWithCore(<AdminList />, { dataProvider: silentOnWrites(() => []) });
    const user = userEvent.setup();
    await user.type(await screen.findByRole('textbox', { name: /Chat ID/ }), '42');
    await user.click(screen.getByRole('button', { name: /Qo'shish/ }));
    expect(await screen.findByText(UNKNOWN)).toBeInTheDocument();
  });

  it('says so when a feature is switched', async () => {
    const dataProvider = silentOnWrites(() => ({
      id: 1,
      topUpEnabled: true,
      withdrawEnabled: true,
      bonusEnabled: false,
    }));
    renderWithCore(<FeatureSwitches />, { dataProvider });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('switch', { name: /Bonus/ }));
    expect(await screen.findByText(UNKNOWN)).toBeInTheDocument();
  });

  it('says so when a broadcast is sent', async () => {
    renderWithCore(<BroadcastPage />, { dataProvider: silentOnWrites(() => ({})) });
    const user = userEvent.setup();
    await user.type(screen.getByRole('textbox', { name: 'Xabar matni' }), 'Salom');
    await user.click(screen.getByRole('button', { name: 'Darhol Yuborish' }));
    expect(await screen.findByText(UNKNOWN)).toBeInTheDocument();
  });
});
