// What a resource module implements: the subset of react-admin's DataProvider it supports.
import type { DataProvider } from 'ra-core';
import type { HttpClient } from '../httpClient';

export interface ResourceContext {
  http: HttpClient;
  /** Zone of zone-less timestamps (API-NOTES A), read at call time. */
  serverTimeZone: () => string;
}

type Method = 'getList' | 'getOne' | 'getMany' | 'create' | 'update' | 'delete' | 'deleteMany';

export type ResourceHandler = Partial<Pick<DataProvider, Method>>;

export type ResourceFactory = (context: ResourceContext) => ResourceHandler;

export function expectArray(data: unknown, what: string): Record<string, unknown>[] {
  if (!Array.isArray(data)) throw new Error(`Unexpected answer for ${what}: not a list`);
  return data.filter((row): row is Record<string, unknown> => !!row && typeof row === 'object');
}
