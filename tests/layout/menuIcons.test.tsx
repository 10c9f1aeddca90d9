// @vitest-environment jsdom
// The menu's icons are the declarations' lucide drawings (ui/LineIcon): drawn part by part, each
// part needs a key, or React warns (once per page, so this file renders the menu first and alone).
import { describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import { AppMenu } from '../../src/layout/Menu';
import { renderWithCore } from '../fixtures/renderWithCore';

describe("the menu's icons", () => {
  it('are drawn without a warning from React', () => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    try {
      renderWithCore(<AppMenu />);
      const icon = screen.getByRole('menuitem', { name: 'Kartalar' }).querySelector('svg');
      expect(icon?.querySelectorAll('path, rect, circle, line').length).toBeGreaterThan(0);
      expect(errors.mock.calls.map((call) => String(call[0]))).toEqual([]);
    } finally {
      errors.mockRestore();
    }
  });
});
