// @vitest-environment jsdom
// The admin layer's section card: a region named by its heading, padded or edge to edge, with
// actions beside the heading.
import { describe, expect, it } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import { SectionCard } from '../../../src/ui/admin/SectionCard';

describe('SectionCard', () => {
  it('is a region named by its h2, holding its content', () => {
    render(
      <SectionCard title="Joriy kurslar">
        <p>1000 UZS = 11.2 RUB</p>
      </SectionCard>,
    );
    const region = screen.getByRole('region', { name: 'Joriy kurslar' });
    expect(within(region).getByRole('heading', { level: 2, name: 'Joriy kurslar' })).toBeVisible();
    expect(within(region).getByText('1000 UZS = 11.2 RUB')).toBeInTheDocument();
    expect(region).toHaveClass('bg-surface', 'p-4');
  });

  it('gives two cards different names, and a given id to what else its heading names', () => {
    render(
      <>
        <SectionCard title="Sovrinlar">
          <p>—</p>
        </SectionCard>
        <SectionCard title="Faol foydalanuvchilar" id="top-users" flush>
          <table aria-labelledby="top-users">
            <tbody>
              <tr>
                <td>1</td>
              </tr>
            </tbody>
          </table>
        </SectionCard>
      </>,
    );
    expect(screen.getByRole('region', { name: 'Sovrinlar' })).toBeInTheDocument();
    const flush = screen.getByRole('region', { name: 'Faol foydalanuvchilar' });
    expect(within(flush).getByRole('table', { name: 'Faol foydalanuvchilar' })).toBeInTheDocument();
    // Rows reach the card's edges: the card has no padding of its own.
    expect(flush).not.toHaveClass('p-4');
  });

  it('shows its actions beside the heading, inside the region', () => {
    render(
      <SectionCard title="Faol profillar" actions={<button type="button">Yangilash</button>} flush>
        <ul />
      </SectionCard>,
    );
    const region = screen.getByRole('region', { name: 'Faol profillar' });
    expect(within(region).getByRole('button', { name: 'Yangilash' })).toBeVisible();
  });
});
