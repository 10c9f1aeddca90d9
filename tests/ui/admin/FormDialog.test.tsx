// @vitest-environment jsdom
// The admin layer's form dialog, on ra-core's CreateBase and EditBase: a new record is created with
// the form's values as the screen transforms them, an existing one is read first and updated
// (pessimistic: the dialog waits for the server), success says so and closes, a failed save keeps
// the dialog open with the screen's alert and the server's field errors on their fields, and a
// failed read is said in the dialog with a retry. A save the gateway says was done over fields that
// moved meanwhile says so instead of the plain success.
import { describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toast } from 'sonner';
import type { FieldValues } from 'react-hook-form';
import { MOVED_MEANWHILE_HEADER } from '../../../contract/movedValue';
import { withMovedMeanwhile } from '../../../src/providers/movedMeanwhile';
import { FormDialog } from '../../../src/ui/admin/FormDialog';
import { TextInput } from '../../../src/ui/form/TextInput';
import { providerError } from '../../fixtures/providerError';
import { renderWithCore } from '../../fixtures/renderWithCore';

interface Owner {
  id: number;
  name: string;
}

// Catalogue keys of the cards screen, whose texts are known.
const TEXTS = {
  title: 'app.cards.editTitle',
  saved: 'app.cards.saved',
  saveError: 'app.cards.saveError',
  loadError: 'app.cards.loadError',
  cancel: 'app.cards.cancel',
  save: 'app.cards.save',
};
const SAVE_ERROR = 'Failed to save the card. Please check the details and try again.';
const LOAD_ERROR = 'Failed to load page data. Please check your connection and try again.';

function renderDialog(
  dataProvider: object,
  { id, saveDisabled }: { id?: number; saveDisabled?: boolean } = {},
) {
  const onClose = vi.fn();
  renderWithCore(
    <FormDialog<Owner>
      resource="owners"
      id={id}
      texts={TEXTS}
      // The form shows the name in capitals; the provider gets it trimmed.
      formValues={(record) => ({ name: record ? record.name.toUpperCase() : '' })}
      transform={(values: FieldValues) => ({ name: String(values.name ?? '').trim() })}
      saveDisabled={saveDisabled}
      onClose={onClose}
    >
      <TextInput source="name" label="Ism" />
    </FormDialog>,
    { dataProvider },
  );
  return onClose;
}

describe('FormDialog', () => {
  it('creates a record with the transformed values, says so and closes', async () => {
    const create = vi.fn(async (_r: string, { data }: { data: object }) => ({
      data: { id: 7, ...data },
    }));
    const onClose = renderDialog({ create });
    const dialog = await screen.findByRole('dialog', { name: 'Edit Card' });
    const user = userEvent.setup();
    await user.type(within(dialog).getByLabelText('Ism'), ' Aziz ');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(onClose).toHaveBeenCalledTimes(1));
    expect(create).toHaveBeenCalledWith(
      'owners',
      expect.objectContaining({ data: { name: 'Aziz' } }),
    );
    expect(await screen.findByText('Card saved.')).toBeInTheDocument();
  });

  it("keeps the dialog open with the screen's alert and the server's field error", async () => {
    const create = vi
      .fn()
      .mockRejectedValueOnce(providerError('name: is taken', 400))
      .mockResolvedValueOnce({ data: { id: 8, name: 'Vali' } });
    const onClose = renderDialog({ create });
    const dialog = await screen.findByRole('dialog');
    const user = userEvent.setup();
    const name = within(dialog).getByLabelText('Ism');
    await user.type(name, 'Aziz');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText(SAVE_ERROR)).toBeInTheDocument();
    await waitFor(() => expect(name).toHaveAccessibleDescription('is taken'));
    expect(name).toHaveAttribute('aria-invalid', 'true');
    expect(onClose).not.toHaveBeenCalled();
    // The raw error is not toasted: the alert in the dialog says it.
    expect(screen.queryByText('name: is taken')).not.toBeInTheDocument();

    await user.clear(name);
    await user.type(name, 'Vali');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(onClose).toHaveBeenCalledTimes(1));
    expect(within(dialog).queryByText(SAVE_ERROR)).not.toBeInTheDocument();
  });

  it('says, instead of the plain success, what moved meanwhile when the save was done over it', async () => {
    const getOne = vi.fn(async () => ({ data: { id: 3, name: 'Olim' } }));
    // The gateway's header, as the data provider hands it on with the saved record.
    const update = vi.fn(async () =>
      withMovedMeanwhile(
        { data: { id: 3, name: 'Olimjon' } },
        new Headers({ [MOVED_MEANWHILE_HEADER]: 'balance, ownerName, somethingNew' }),
      ),
    );
    const onClose = renderDialog({ getOne, update }, { id: 3 });
    const dialog = await screen.findByRole('dialog');
    const user = userEvent.setup();
    await user.type(await within(dialog).findByLabelText('Ism'), 'JON');
    // sonner keeps every toast of the file (earlier tests' too): only the new ones count.
    const before = toast.getHistory().length;
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(onClose).toHaveBeenCalledTimes(1));
    // Done, never a failure; the fields in the UI language (an unknown one by its name).
    expect(
      await screen.findByText(
        "Saqlandi. Shu orada yozuv boshqa joyda o'zgartirildi: balans, egasi, somethingNew. Yozuvni tekshiring.",
      ),
    ).toBeInTheDocument();
    expect(toast.getHistory().slice(before)).toEqual([
      expect.objectContaining({ type: 'warning' }),
    ]);
  });

  it('reads the record to edit, then updates it with its previous data, and waits for the server', async () => {
    let answer!: (value: unknown) => void;
    const getOne = vi.fn(async () => ({ data: { id: 3, name: 'Olim' } }));
    const update = vi.fn(() => new Promise((resolve) => (answer = resolve)));
    const onClose = renderDialog({ getOne, update }, { id: 3 });
    const dialog = await screen.findByRole('dialog');
    const name = await within(dialog).findByLabelText('Ism');
    expect(name).toHaveValue('OLIM');
    expect(getOne).toHaveBeenCalledWith('owners', expect.objectContaining({ id: 3 }));
    const user = userEvent.setup();
    await user.clear(name);
    await user.type(name, 'Olimjon ');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(update).toHaveBeenCalledWith(
        'owners',
        expect.objectContaining({
          id: 3,
          data: { name: 'Olimjon' },
          previousData: { id: 3, name: 'Olim' },
        }),
      ),
    );
    // Pessimistic: nothing claims success before the server has answered.
    expect(onClose).not.toHaveBeenCalled();
    expect(within(dialog).getByRole('button', { name: 'Save' })).toBeDisabled();
    answer({ data: { id: 3, name: 'Olimjon' } });
    await waitFor(() => expect(onClose).toHaveBeenCalledTimes(1));
    expect(await screen.findByText('Card saved.')).toBeInTheDocument();
  });

  it('says in the dialog that the record could not be read, and reads it again on request', async () => {
    const getOne = vi
      .fn()
      .mockRejectedValueOnce(providerError('HTTP 500', 500))
      .mockResolvedValueOnce({ data: { id: 3, name: 'Olim' } });
    const onClose = renderDialog({ getOne }, { id: 3 });
    const dialog = await screen.findByRole('dialog');
    expect(await within(dialog).findByText(LOAD_ERROR)).toBeInTheDocument();
    expect(within(dialog).queryByLabelText('Ism')).not.toBeInTheDocument();
    // Neither ra-core's toast of a missing record nor leaving for the list.
    expect(screen.queryByText(/ra\.notification|topilmadi/)).not.toBeInTheDocument();
    expect(onClose).not.toHaveBeenCalled();
    await userEvent.setup().click(within(dialog).getByRole('button', { name: 'Yangilash' }));
    expect(await within(dialog).findByLabelText('Ism')).toHaveValue('OLIM');
  });

  it('keeps Save off when the screen says so, and Cancel closes without saving', async () => {
    const create = vi.fn();
    const onClose = renderDialog({ create }, { saveDisabled: true });
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByRole('button', { name: 'Save' })).toBeDisabled();
    await userEvent.setup().click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(create).not.toHaveBeenCalled();
  });
});
