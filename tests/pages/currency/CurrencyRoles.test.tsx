// @vitest-environment jsdom
// The currency page as each role sees it (contract/roles.ts): everyone reads the rates in force;
// an operator or an owner also sets new ones, a viewer gets no form.
import { describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import { HttpError } from 'ra-core';
import { CurrencyPage } from '../../../src/pages/currency/CurrencyPage';
import type { Role } from '../../../contract/roles';
import { enabledControls } from '../../fixtures/enabledControls';
import { renderWithCore } from '../../fixtures/renderWithCore';

const FORM = [
  'input[text]: RUB (1000 UZS uchun)',
  'input[text]: UZS (1 RUB uchun)',
  'button: Saqlash',
];

async function renderAs(role: Role) {
  renderWithCore(<CurrencyPage />, {
    role,
    dataProvider: {
      getLatestRates: vi.fn(async () => ({
        uzsToRub: 7.8,
        rubToUzs: 128.5,
        createdAt: '2025-09-21T11:56:11Z',
      })),
      updateRates: vi.fn(),
    },
  });
  const rates = await screen.findByTestId('current-rates');
  expect(rates).toHaveTextContent('1000 UZS = 7,8 RUB');
  expect(rates).toHaveTextContent('1 RUB = 128,5 UZS');
}

const formCard = () => screen.queryByRole('region', { name: 'Kursni yangilash' });

describe('Currency page by role', () => {
  it('viewer: the rates in force, with no form', async () => {
    await renderAs('viewer');
    expect(enabledControls()).toEqual([]);
    expect(formCard()).not.toBeInTheDocument();
  });

  it.each<Role>(['operator', 'owner'])('%s: the rates and the form to set them', async (role) => {
    await renderAs(role);
    expect(enabledControls()).toEqual(FORM);
    expect(formCard()).toBeInTheDocument();
  });

  it.each<[Role, string]>([
    ['viewer', "Hozircha birorta ham valyuta kursi o'rnatilmagan."],
    [
      'operator',
      "Hozircha birorta ham valyuta kursi o'rnatilmagan. Iltimos, birinchisini qo'shing.",
    ],
  ])('%s: with no rate set yet, is invited to add one only when it may', async (role, text) => {
    renderWithCore(<CurrencyPage />, {
      role,
      dataProvider: {
        getLatestRates: vi.fn(async () => {
          throw new HttpError('Not found', 404);
        }),
      },
    });
    expect(await screen.findByText(text)).toBeInTheDocument();
  });
});
