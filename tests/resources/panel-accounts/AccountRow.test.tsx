// @vitest-environment jsdom
// An account's role, changed from its row; the server's refusal to leave no enabled owner is said
// in the UI language.
import { describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpError } from 'ra-core';
import { AccountRow } from '../../../src/resources/panel-accounts/AccountRow';
import type { PanelAccount } from '../../../src/providers/resources/panelAccounts';
import { renderWithCore } from '../../fixtures/renderWithCore';

const aziz: PanelAccount = {
  id: 3,
  username: 'aziz',
  role: 'owner',
  disabled: false,
  createdAt: '2026-11-01T10:00:00Z',
  telegramUserId: null,
};

describe('AccountRow', () => {
  it("sets the account's role", async () => {
    const update = vi.fn(async (_r: string, { data }: { data: object }) => ({
      data: { ...aziz, ...data },
    }));
    renderWithCore(
      <ul>
        <AccountRow account={aziz} />
      </ul>,
      { dataProvider: { update } },
    );
    const select = screen.getByLabelText('aziz: rol');
    expect(select).toHaveValue('owner');
    await userEvent.selectOptions(select, 'Kuzatuvchi');
    await waitFor(() =>
      expect(update).toHaveBeenCalledWith(
        'panel-accounts',
        expect.objectContaining({ id: 3, data: { role: 'viewer' } }),
      ),
    );
    expect(await screen.findByText("Rol o'zgartirildi.")).toBeInTheDocument();
  });

  it('says that the last enabled owner must stay', async () => {
    const update = vi.fn(async () => {
      throw new HttpError('role: at least one enabled owner must remain', 409);
    });
    renderWithCore(
      <ul>
        <AccountRow account={aziz} />
      </ul>,
      { dataProvider: { update } },
    );
    await userEvent.selectOptions(screen.getByLabelText('aziz: rol'), 'Operator');
    expect(
      await screen.findByText(
        "Kamida bitta faol egasi (owner) qolishi kerak: bu o'zgarishni qilib bo'lmaydi.",
      ),
    ).toBeInTheDocument();
  });
});
