// @vitest-environment jsdom
import { describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { FeatureSwitches } from '../../../src/pages/dashboard/FeatureSwitches';
import { renderWithCore } from '../../fixtures/renderWithCore';

function featureProvider(toggleFeature: (name: string, enabled: boolean) => Promise<unknown>) {
  const state = { topUpEnabled: true, withdrawEnabled: false, bonusEnabled: true };
  return {
    state,
    provider: {
      getFeatures: vi.fn(async () => ({ ...state })),
      toggleFeature: vi.fn(toggleFeature),
    },
  };
}

describe('FeatureSwitches', () => {
  it('flips a switch on the server, then re-reads all of them', async () => {
    const { state, provider } = featureProvider(async (name, enabled) => {
      if (name === 'withdraw') state.withdrawEnabled = enabled;
      return 'Pul yechish yoqildi';
    });
    renderWithCore(<FeatureSwitches />, { dataProvider: provider });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('switch', { name: /Pul yechish: O'chirilgan/ }));
    expect(provider.toggleFeature).toHaveBeenCalledWith('withdraw', true);
    expect(await screen.findByRole('switch', { name: /Pul yechish: Yoqilgan/ })).toBeChecked();
    expect(provider.getFeatures).toHaveBeenCalledTimes(2);
    expect(screen.getByRole('switch', { name: /Bonus: Yoqilgan/ })).toBeChecked();
    expect(screen.getByRole('switch', { name: /To'ldirish: Yoqilgan/ })).toBeChecked();
  });

  it('says so when the toggle fails and shows the server state again', async () => {
    const { provider } = featureProvider(() => Promise.reject(new Error('HTTP 500')));
    renderWithCore(<FeatureSwitches />, { dataProvider: provider });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('switch', { name: /Bonus/ }));
    expect(
      await screen.findByText("Sozlamani o'zgartirishda xatolik yuz berdi."),
    ).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.getByRole('switch', { name: /Bonus: Yoqilgan/ })).toBeChecked(),
    );
  });

  it('only logs a failed read and leaves the switches out', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    renderWithCore(<FeatureSwitches />, {
      dataProvider: {
        getFeatures: vi.fn().mockRejectedValue(new Error('HTTP 500')),
        toggleFeature: vi.fn(),
      },
    });
    expect(await screen.findByText("Sozlamalarni yuklab bo'lmadi.")).toBeInTheDocument();
    expect(screen.queryByRole('switch')).not.toBeInTheDocument();
    expect(warn).toHaveBeenCalled();
    warn.mockRestore();
  });
});
