// @vitest-environment jsdom
import { Profiler, type ProfilerOnRenderCallback, type ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import { ListContextProvider, useList } from 'ra-core';
import { fieldsOf, setFieldsOnly } from '../../../src/ui/admin/FilterForm';
import { TransactionFilterForm } from '../../../src/resources/transactions/TransactionFilterForm';
import { AuditFilterForm } from '../../../src/resources/audit-log/AuditFilterForm';
import { renderWithCore } from '../../fixtures/renderWithCore';

const CHOICES = {
  cards: [{ value: '4', label: '9860 **** **** 5678' }],
  platforms: [{ value: '2', label: '1xBet UZ' }],
  failed: false,
};

function InList({ filter, children }: { filter: Record<string, string>; children: ReactNode }) {
  const list = useList<{ id: number }>({ data: [], filter });
  return <ListContextProvider value={list}>{children}</ListContextProvider>;
}

/** The Profiler's phases of `form`'s drawings, once `field` shows `value`. */
async function phasesOf(
  form: ReactNode,
  field: string,
  value: string,
  filter: Record<string, string>,
) {
  const phases: string[] = [];
  const onRender: ProfilerOnRenderCallback = (_id, phase) => phases.push(phase);
  renderWithCore(
    <Profiler id="filters" onRender={onRender}>
      <InList filter={filter}>{form}</InList>
    </Profiler>,
    { dataProvider: { getList: vi.fn(async () => ({ data: [], total: 0 })) } },
  );
  expect(await screen.findByRole('combobox', { name: field })).toHaveValue(value);
  return phases;
}

describe('FilterForm', () => {
  // A layout effect's update ("nested-update") is drawn at once, and React first runs every
  // pending effect of the screen: the list's rows would be painted only after all of it.
  it("mounts the journal's filters without an update React must draw before the paint", async () => {
    const form = <TransactionFilterForm choices={CHOICES} className="grid" />;
    const phases = await phasesOf(form, 'Holat', 'APPROVED', { status: 'APPROVED' });
    expect(phases[0]).toBe('mount');
    expect(phases).not.toContain('nested-update');
  });

  it("mounts the audit log's filters the same way", async () => {
    const phases = await phasesOf(<AuditFilterForm />, 'Amal', 'delete', { action: 'delete' });
    expect(phases[0]).toBe('mount');
    expect(phases).not.toContain('nested-update');
  });

  it("reads the list's filter into the fields' strings and gives back only the set ones", () => {
    const empty = { status: '', q: '', dateFrom: '' };
    expect(fieldsOf(empty, { status: 'FAILED', q: 7, other: 'x' })).toEqual({
      status: 'FAILED',
      q: '7',
      dateFrom: '',
    });
    expect(
      setFieldsOnly({ status: 'FAILED', q: '  ', cardId: null, dateFrom: '2025-09-01' }),
    ).toEqual({ status: 'FAILED', dateFrom: '2025-09-01' });
  });
});
