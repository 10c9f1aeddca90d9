// The one list of the panel's non-CRUD modules (src/providers/customApis.ts): the data provider
// carries every method of every module, and its type names each of them (a module left out of
// the list, or a method its type loses, fails here or in the type check).
import { describe, expect, expectTypeOf, it } from 'vitest';
import type { AppDataProvider } from '../../src/providers/appDataProvider';
import { CUSTOM_APIS, customApis, type CustomApis } from '../../src/providers/customApis';
import type { HttpClient } from '../../src/providers/httpClient';

const http = (() => Promise.reject(new Error('not called'))) as unknown as HttpClient;

describe('the custom API modules', () => {
  it('are all merged into the provider, each method callable', () => {
    const merged = customApis(http) as Record<string, unknown>;
    for (const api of CUSTOM_APIS) {
      for (const [name, method] of Object.entries(api(http))) {
        expect(typeof merged[name], name).toBe('function');
        expect(typeof method).toBe('function');
      }
    }
  });

  it("keep every method in the provider's type", () => {
    // CustomApis itself: react-admin's DataProvider type also allows any other name.
    expectTypeOf<CustomApis>().not.toBeAny();
    expectTypeOf<CustomApis>().toHaveProperty('getCoverage');
    expectTypeOf<CustomApis>().toHaveProperty('getUserSummary');
    expectTypeOf<CustomApis>().toHaveProperty('getPendingCount');
    // @ts-expect-error a method no module has
    expectTypeOf<CustomApis>().toHaveProperty('noSuchMethod');
    expectTypeOf<AppDataProvider['getCoverage']>().toEqualTypeOf<CustomApis['getCoverage']>();
    expectTypeOf<AppDataProvider>().toHaveProperty('getCapabilities');
  });
});
