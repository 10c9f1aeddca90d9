// @vitest-environment jsdom
// A tile's Edit and Delete buttons: the visible words, names that tell the record apart, the order
// and what each click does; a button without its action (the role may not use it) is not drawn.
import { describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { EditDeleteButtons } from '../../../src/ui/admin/EditDeleteButtons';

describe('EditDeleteButtons', () => {
  it("names each button after the record and calls the tile's action", async () => {
    const onEdit = vi.fn();
    const onDelete = vi.fn();
    render(
      <EditDeleteButtons
        name="1xBet UZ"
        editLabel="Edit"
        deleteLabel="Delete"
        onEdit={onEdit}
        onDelete={onDelete}
      />,
    );
    const buttons = screen.getAllByRole('button');
    expect(buttons.map((button) => button.textContent)).toEqual(['Edit', 'Delete']);
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Edit: 1xBet UZ' }));
    expect(onEdit).toHaveBeenCalledTimes(1);
    expect(onDelete).not.toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: 'Delete: 1xBet UZ' }));
    expect(onDelete).toHaveBeenCalledTimes(1);
  });

  it('draws only the buttons whose action is given, and nothing without either', () => {
    const { rerender, container } = render(
      <EditDeleteButtons name="1234" editLabel="Edit" deleteLabel="Delete" onDelete={vi.fn()} />,
    );
    expect(screen.getAllByRole('button').map((button) => button.textContent)).toEqual(['Delete']);
    rerender(
      <EditDeleteButtons name="1234" editLabel="Edit" deleteLabel="Delete" onEdit={vi.fn()} />,
    );
    expect(screen.getAllByRole('button').map((button) => button.textContent)).toEqual(['Edit']);
    rerender(<EditDeleteButtons name="1234" editLabel="Edit" deleteLabel="Delete" />);
    expect(container).toBeEmptyDOMElement();
  });
});
