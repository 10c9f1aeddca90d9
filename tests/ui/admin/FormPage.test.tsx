// @vitest-environment jsdom
// The admin layer's form page, on the same record form as FormDialog (ra-core's CreateBase and
// EditBase): a new record is created with the transformed values and the page goes back, a failed
// save is said in a toast (a result unknown as such) with the server's field errors on their
// fields and the page kept, an existing record is read afresh before the form shows (never from
// a list's older copy in the cache), and a failed read is said with the way back.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes, useLocation } from 'react-router-dom';
import type { FieldValues } from 'react-hook-form';
import { FormPage } from '../../../src/ui/admin/FormPage';
import { TextInput } from '../../../src/ui/form/TextInput';
import { createQueryClient } from '../../../src/providers/queryClient';
import { providerError } from '../../fixtures/providerError';
import { renderWithCore } from '../../fixtures/renderWithCore';

interface Owner {
  id: number;
  name: string;
}

// Catalogue keys of the Oson screens, whose texts are known.
const TEXTS = {
  title: 'app.osonConfigs.editTitle',
  saved: 'app.osonConfigs.saved',
  saveError: 'app.osonConfigs.saveError',
  loadError: 'app.osonConfigs.loadError',
  cancel: 'app.osonConfigs.cancel',
  save: 'app.osonConfigs.save',
};
const UNKNOWN =
  "Natija noma'lum: javob kelmadi. Amal bajarilgan bo'lishi mumkin, shuning uchun takrorlashdan oldin tekshiring.";

afterEach(async () => (await import('sonner')).toast.dismiss());

function CurrentPath() {
  return <output data-testid="current-path">{useLocation().pathname}</output>;
}

function OwnerPage({ id }: { id?: number }) {
  return (
    <FormPage<Owner>
      resource="owners"
      id={id}
      texts={TEXTS}
      // The form shows the name in capitals; the provider gets it trimmed.
      formValues={(record) => ({ name: record ? record.name.toUpperCase() : '' })}
      transform={(values: FieldValues) => ({ name: String(values.name ?? '').trim() })}
      back="/owners"
    >
      <TextInput source="name" label="Ism" />
    </FormPage>
  );
}

function renderPage(path: string, dataProvider: object, queryClient = createQueryClient()) {
  renderWithCore(
    <>
      <Routes>
        <Route path="/owners" element={null} />
        <Route path="/owners/new" element={<OwnerPage />} />
        <Route path="/owners/:id" element={<OwnerPage id={3} />} />
      </Routes>
      <CurrentPath />
    </>,
    { dataProvider, path, queryClient },
  );
}

const path = () => screen.getByTestId('current-path');

describe('FormPage', () => {
  it('creates a record with the transformed values, says so and goes back', async () => {
    const create = vi.fn(async (_r: string, { data }: { data: object }) => ({
      data: { id: 7, ...data },
    }));
    renderPage('/owners/new', { create });
    expect(screen.getByRole('heading', { name: 'Edit Oson Account' })).toBeInTheDocument();
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Ism'), ' Aziz ');
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByText('Configuration saved.')).toBeInTheDocument();
    expect(create).toHaveBeenCalledWith(
      'owners',
      expect.objectContaining({ data: { name: 'Aziz' } }),
    );
    await waitFor(() => expect(path()).toHaveTextContent(/^\/owners$/));
  });

  it("says a failed save in a toast, with the server's field error, and stays", async () => {
    const create = vi.fn().mockRejectedValue(providerError('name: is taken', 400));
    renderPage('/owners/new', { create });
    const user = userEvent.setup();
    const name = screen.getByLabelText('Ism');
    await user.type(name, 'Aziz');
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to save configuration.');
    await waitFor(() => expect(name).toHaveAccessibleDescription('is taken'));
    expect(name).toHaveValue('Aziz');
    expect(path()).toHaveTextContent('/owners/new');
  });

  it('says that the result is unknown when no answer came', async () => {
    const create = vi
      .fn()
      .mockRejectedValue(providerError('app.resultUnknown', 504, { outcome: 'unknown' }));
    renderPage('/owners/new', { create });
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Ism'), 'Aziz');
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByText(UNKNOWN)).toBeInTheDocument();
    expect(screen.queryByText('Failed to save configuration.')).not.toBeInTheDocument();
    expect(path()).toHaveTextContent('/owners/new');
  });

  it("reads the record afresh, never starting from a list's copy, then updates it", async () => {
    const queryClient = createQueryClient();
    // What a list put in the cache earlier.
    queryClient.setQueryData(['owners', 'getOne', { id: '3' }], { id: 3, name: 'Old' });
    let answer!: (value: unknown) => void;
    const getOne = vi.fn(() => new Promise((resolve) => (answer = resolve)));
    const update = vi.fn(async (_r: string, { data }: { data: object }) => ({
      data: { id: 3, ...data },
    }));
    renderPage('/owners/3', { getOne, update }, queryClient);
    await waitFor(() => expect(getOne).toHaveBeenCalled());
    expect(screen.queryByLabelText('Ism')).not.toBeInTheDocument();
    answer({ data: { id: 3, name: 'Olim' } });
    const name = await screen.findByLabelText('Ism');
    expect(name).toHaveValue('OLIM');
    const user = userEvent.setup();
    await user.clear(name);
    await user.type(name, 'Olimjon ');
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    await waitFor(() =>
      expect(update).toHaveBeenCalledWith(
        'owners',
        expect.objectContaining({ id: 3, data: { name: 'Olimjon' } }),
      ),
    );
    expect(await screen.findByText('Configuration saved.')).toBeInTheDocument();
    await waitFor(() => expect(path()).toHaveTextContent(/^\/owners$/));
  });

  it('says a failed read on the page and in a toast, with the way back', async () => {
    const getOne = vi.fn().mockRejectedValue(providerError('HTTP 500', 500));
    renderPage('/owners/3', { getOne });
    await waitFor(() => expect(screen.getAllByText('Failed to load config data.')).toHaveLength(2));
    expect(screen.queryByRole('button', { name: 'Save Changes' })).not.toBeInTheDocument();
    await userEvent.setup().click(screen.getByRole('link', { name: 'Orqaga' }));
    await waitFor(() => expect(path()).toHaveTextContent(/^\/owners$/));
  });

  it('goes back on Cancel without saving', async () => {
    const create = vi.fn();
    renderPage('/owners/new', { create });
    await userEvent.setup().click(screen.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(path()).toHaveTextContent(/^\/owners$/));
    expect(create).not.toHaveBeenCalled();
  });
});
