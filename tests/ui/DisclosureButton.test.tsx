// @vitest-environment jsdom
// The disclosure button says whether its part is shown, names that part, and toggles it.
import { describe, expect, it } from 'vitest';
import { useState } from 'react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { DisclosureButton } from '../../src/ui/DisclosureButton';

function Details() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <DisclosureButton open={open} controls="part" onToggle={() => setOpen((value) => !value)}>
        Batafsil
      </DisclosureButton>
      <div id="part" hidden={!open}>
        Ichida
      </div>
    </>
  );
}

describe('DisclosureButton', () => {
  it('shows and hides the part it controls', async () => {
    render(<Details />);
    const button = screen.getByRole('button', { name: 'Batafsil' });
    expect(button).toHaveAttribute('aria-controls', 'part');
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(screen.getByText('Ichida')).not.toBeVisible();
    await userEvent.click(button);
    expect(button).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByText('Ichida')).toBeVisible();
  });
});
