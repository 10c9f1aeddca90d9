// @vitest-environment jsdom
// The admin layer's list section: placeholder rows while loading, the load error with a retry,
// the empty text, or the rows in a list named by the section's heading.
import { describe, expect, it, vi } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ListSection, type ListSectionProps } from '../../../src/ui/admin/ListSection';
import { renderWithCore } from '../../fixtures/renderWithCore';

interface Admin {
  id: number;
  chatId: string;
}

function section(props: Partial<ListSectionProps<Admin>>) {
  return (
    <ListSection<Admin>
      title="Adminlar ro'yxati"
      data={undefined}
      isPending={false}
      onRetry={() => undefined}
      empty="Hozircha adminlar qo'shilmagan."
      placeholders={3}
      {...props}
    >
      {(admin) => <li key={admin.id}>{admin.chatId}</li>}
    </ListSection>
  );
}

describe('ListSection', () => {
  it('shows placeholder rows, not the list or the empty text, while loading', () => {
    render(section({ isPending: true }));
    const region = screen.getByRole('region', { name: "Adminlar ro'yxati" });
    const busy = region.querySelector('[aria-busy="true"]');
    expect(busy!.querySelectorAll('.animate-pulse')).toHaveLength(3);
    expect(within(region).queryByRole('list')).not.toBeInTheDocument();
    expect(within(region).queryByText("Hozircha adminlar qo'shilmagan.")).not.toBeInTheDocument();
  });

  it('lists the rows in order, in a list named by the heading', () => {
    render(
      section({
        data: [
          { id: 1, chatId: '700555001' },
          { id: 2, chatId: '700555002' },
        ],
      }),
    );
    const list = screen.getByRole('list', { name: "Adminlar ro'yxati" });
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((row) => row.textContent),
    ).toEqual(['700555001', '700555002']);
  });

  it('says when there is nothing to list', () => {
    render(section({ data: [] }));
    expect(screen.getByText("Hozircha adminlar qo'shilmagan.")).toBeInTheDocument();
    expect(screen.queryByRole('list')).not.toBeInTheDocument();
  });

  it('says the load error and reads again on request', async () => {
    const onRetry = vi.fn();
    renderWithCore(
      section({
        data: undefined,
        loadError: "Adminlar ro'yxatini yuklashda xatolik.",
        onRetry,
      }),
    );
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent("Adminlar ro'yxatini yuklashda xatolik.");
    expect(screen.queryByText("Hozircha adminlar qo'shilmagan.")).not.toBeInTheDocument();
    await userEvent.setup().click(within(alert).getByRole('button', { name: 'Yangilash' }));
    expect(onRetry).toHaveBeenCalledTimes(1);
  });
});
