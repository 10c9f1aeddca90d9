// @vitest-environment jsdom
// A link drawn as a button: a real link (href, announced as a link), named by its text or
// aria-label, reached by keyboard, and routed inside the app.
import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router-dom';
import { ButtonLink } from '../../src/ui/ButtonLink';
import { buttonClasses } from '../../src/ui/Button';
import { renderWithCore } from '../fixtures/renderWithCore';

describe('ButtonLink', () => {
  it("is a link with the button's look that the router follows", async () => {
    renderWithCore(
      <Routes>
        <Route
          path="/"
          element={
            <ButtonLink to="/oson-configs/new" variant="primary" icon={<svg aria-hidden />}>
              Add New Account
            </ButtonLink>
          }
        />
        <Route path="/oson-configs/new" element={<h1>New Oson Account</h1>} />
      </Routes>,
    );
    const link = screen.getByRole('link', { name: 'Add New Account' });
    expect(link).toHaveAttribute('href', '/oson-configs/new');
    expect(link).toHaveClass(...buttonClasses('primary', 'md', false).split(' '));
    await userEvent.tab();
    expect(link).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    expect(await screen.findByRole('heading', { name: 'New Oson Account' })).toBeInTheDocument();
  });

  it('takes an aria-label that tells alike links apart', () => {
    renderWithCore(
      <ButtonLink to="/oson-configs/2" aria-label="Edit: iPhone 13">
        Edit
      </ButtonLink>,
    );
    expect(screen.getByRole('link', { name: 'Edit: iPhone 13' })).toHaveAttribute(
      'href',
      '/oson-configs/2',
    );
  });
});
