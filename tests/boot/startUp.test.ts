// @vitest-environment jsdom
// A role an owner changed reaches the panel with the next answer of our server, whatever call it
// was; an answer that names no role (the production backend) changes nothing.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createStartUp } from '../../src/boot/startUp';
import { currentRole, keepRole, onRoleChange, saveToken } from '../../src/auth/tokenStore';
import { DEFAULT_RUNTIME_CONFIG } from '../../src/settings/settings';
import { fakeFetch } from '../fixtures/fakeFetch';

beforeEach(() => localStorage.clear());
afterEach(() => localStorage.clear());

describe("the start-up's HTTP client", () => {
  it('follows the role each answer names', async () => {
    let named: string | null = 'operator';
    const server = fakeFetch(() => ({
      body: [],
      headers: Object.fromEntries(named ? [['X-Panel-Role', named]] : []),
    }));
    const { http } = createStartUp({ ...DEFAULT_RUNTIME_CONFIG, apiUrl: '/api' }, server.fetchImpl);
    saveToken('YWxpOnNlY3JldA==');
    keepRole('owner');
    const changes: string[] = [];
    const stop = onRoleChange((role) => changes.push(role));
    await http('/admin/cards');
    expect(currentRole()).toBe('operator');
    named = null;
    await http('/admin/cards');
    expect(currentRole()).toBe('operator');
    named = 'operator';
    await http('/admin/cards');
    expect(changes).toEqual(['operator']);
    stop();
  });
});
