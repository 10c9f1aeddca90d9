// @vitest-environment jsdom
// The Humo page as each role sees it (contract/roles.ts): everyone reads the active profiles (and
// may read them again); only an owner signs a number in or deletes a profile.
import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { HumoPage } from '../../../src/pages/humo/HumoPage';
import type { Role } from '../../../contract/roles';
import { enabledControls } from '../../fixtures/enabledControls';
import { renderWithCore } from '../../fixtures/renderWithCore';
import { account, fakeHumoBackend } from './fakeHumoBackend';

const WIZARD = ['input[tel]: Telefon raqami', 'button: Kod yuborish'];
const REFRESH = ['button: Yangilash'];
const DELETE = ["button: O'chirish: +998901234567"];

async function renderAs(role: Role) {
  const backend = fakeHumoBackend([account()]);
  renderWithCore(<HumoPage />, { dataProvider: backend.dataProvider, role });
  const row = await screen.findByTestId('humo-account-101');
  expect(row).toHaveTextContent('Ali Valiyev');
  expect(row).toHaveTextContent('+998901234567');
  expect(row).toHaveTextContent('ACTIVE');
}

const wizardCard = () => screen.queryByRole('region', { name: 'Telegram hisobini ulash' });

describe('Humo page by role', () => {
  it.each<Role>(['viewer', 'operator'])(
    '%s: the active profiles, with no wizard and no delete',
    async (role) => {
      await renderAs(role);
      expect(enabledControls()).toEqual(REFRESH);
      expect(wizardCard()).not.toBeInTheDocument();
    },
  );

  it('owner: the wizard, and a delete button on each profile', async () => {
    await renderAs('owner');
    expect(enabledControls()).toEqual([...WIZARD, ...REFRESH, ...DELETE]);
    expect(wizardCard()).toBeInTheDocument();
  });
});
