// @vitest-environment jsdom
// The new-version prompt: hidden until the service worker has a new deploy, then reload or later.
import { describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { UpdatePrompt } from '../../src/layout/UpdatePrompt';
import { renderWithCore } from '../fixtures/renderWithCore';

describe('UpdatePrompt', () => {
  it('says nothing while no new version waits', () => {
    renderWithCore(<UpdatePrompt needRefresh={false} onUpdate={vi.fn()} onDismiss={vi.fn()} />);
    expect(screen.queryByText('Panelning yangi versiyasi tayyor.')).not.toBeInTheDocument();
  });

  it('offers to reload into the new version, or later', async () => {
    const onUpdate = vi.fn();
    const onDismiss = vi.fn();
    renderWithCore(<UpdatePrompt needRefresh onUpdate={onUpdate} onDismiss={onDismiss} />);
    expect(screen.getByRole('status')).toHaveTextContent('Panelning yangi versiyasi tayyor.');
    await userEvent.click(screen.getByRole('button', { name: 'Yangilash' }));
    expect(onUpdate).toHaveBeenCalledTimes(1);
    await userEvent.click(screen.getByRole('button', { name: 'Keyinroq' }));
    expect(onDismiss).toHaveBeenCalledTimes(1);
  });

  it('speaks Russian', () => {
    renderWithCore(<UpdatePrompt needRefresh onUpdate={vi.fn()} onDismiss={vi.fn()} />, {
      locale: 'ru',
    });
    expect(screen.getByRole('button', { name: 'Обновить' })).toBeInTheDocument();
  });
});
