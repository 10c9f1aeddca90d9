// @vitest-environment jsdom
// The role's answers are in the query client as ra-core asks them: the first drawing already knows
// (no loading state, no second round), and a role the server names later answers them all again.
import { describe, expect, it } from 'vitest';
import { act, screen } from '@testing-library/react';
import { useCanAccess, useCanAccessResources } from 'ra-core';
import type { Role } from '../../contract/roles';
import { answerAccessAtOnce } from '../../src/providers/accessQueries';
import { createQueryClient } from '../../src/providers/queryClient';
import { renderWithCore, roleAuthProvider } from '../fixtures/renderWithCore';

const drawings: string[] = [];

function Probe() {
  const one = useCanAccess({ resource: 'cards', action: 'edit' });
  const many = useCanAccessResources({
    action: 'list',
    resources: ['audit-log', 'panel-accounts'],
  });
  const text = `${one.isPending ? 'pending' : String(one.canAccess)} ${JSON.stringify(many.canAccess)}`;
  drawings.push(text);
  return <p>{text}</p>;
}

describe('answerAccessAtOnce', () => {
  it('answers at the first drawing, and again when the role changes', async () => {
    let role: Role = 'operator';
    let changed = () => undefined as void;
    const queryClient = createQueryClient();
    answerAccessAtOnce(queryClient, {
      currentRole: () => role,
      onRoleChange: (listener) => (changed = listener),
    });
    drawings.length = 0;
    renderWithCore(<Probe />, {
      queryClient,
      authProvider: {
        ...roleAuthProvider('owner'),
        // Never asked: the answers are there before any query would run.
        canAccess: () => new Promise<boolean>(() => undefined),
      },
    });
    const operator = 'true {"audit-log":true,"panel-accounts":false}';
    expect(drawings[0]).toBe(operator);
    expect(screen.getByText(operator)).toBeTruthy();
    role = 'viewer';
    act(() => changed());
    expect(await screen.findByText('false {"audit-log":true,"panel-accounts":false}')).toBeTruthy();
    role = 'owner';
    act(() => changed());
    expect(await screen.findByText('true {"audit-log":true,"panel-accounts":true}')).toBeTruthy();
  });
});
