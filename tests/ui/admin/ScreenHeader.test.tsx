// @vitest-environment jsdom
// The admin layer's screen header: the page's one h1 (also in the app bar and the browser tab)
// with the screen's actions after it.
import { describe, expect, it } from 'vitest';
import { render, screen, waitFor } from '@testing-library/react';
import { ScreenHeader } from '../../../src/ui/admin/ScreenHeader';

describe('ScreenHeader', () => {
  it("is the page's h1, names the tab and fills the app bar's slot", async () => {
    const slot = document.createElement('span');
    slot.id = 'react-admin-title';
    document.body.appendChild(slot);
    render(<ScreenHeader title="Lotereya Tizimi" />);
    expect(screen.getByRole('heading', { level: 1, name: 'Lotereya Tizimi' })).toBeVisible();
    await waitFor(() => expect(slot).toHaveTextContent('Lotereya Tizimi'));
    expect(document.title).toBe('Lotereya Tizimi');
    // No actions: nothing beside the title.
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
    slot.remove();
  });

  it("puts the screen's actions after the title, in reading order", () => {
    render(
      <ScreenHeader
        title="Tranzaksiyalar Jurnali"
        actions={
          <>
            <button type="button">O'chirish</button>
            <button type="button">CSV</button>
          </>
        }
      />,
    );
    const heading = screen.getByRole('heading', { level: 1 });
    const buttons = screen.getAllByRole('button');
    expect(buttons.map((button) => button.textContent)).toEqual(["O'chirish", 'CSV']);
    for (const button of buttons) {
      expect(
        heading.compareDocumentPosition(button) & Node.DOCUMENT_POSITION_FOLLOWING,
      ).toBeTruthy();
    }
  });
});
