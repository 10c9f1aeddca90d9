// @vitest-environment jsdom
// A screen's "add" action: a primary button that calls the screen, or a link the router follows
// when adding has a page of its own.
import { describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router-dom';
import { CreateButton } from '../../../src/ui/admin/CreateButton';
import { buttonClasses } from '../../../src/ui/Button';
import { renderWithCore } from '../../fixtures/renderWithCore';

describe('CreateButton', () => {
  it('is a primary button that opens what the screen adds with', async () => {
    const onClick = vi.fn();
    renderWithCore(<CreateButton label="Add Card" onClick={onClick} />);
    const button = screen.getByRole('button', { name: 'Add Card' });
    expect(button).toHaveClass(...buttonClasses('primary', 'md', false).split(' '));
    await userEvent.setup().click(button);
    expect(onClick).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
  });

  it("is a link to the new record's page when it has one", async () => {
    renderWithCore(
      <Routes>
        <Route path="/" element={<CreateButton label="Add New Account" to="/oson-configs/new" />} />
        <Route path="/oson-configs/new" element={<h1>New Oson Account</h1>} />
      </Routes>,
    );
    const link = screen.getByRole('link', { name: 'Add New Account' });
    expect(link).toHaveAttribute('href', '/oson-configs/new');
    await userEvent.setup().click(link);
    expect(await screen.findByRole('heading', { name: 'New Oson Account' })).toBeInTheDocument();
  });
});
