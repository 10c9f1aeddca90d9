// The stand-in answers what inflection itself answers for every name ra-core asks it about.
import * as inflection from 'inflection';
import { describe, expect, it } from 'vitest';
import * as shim from '../../../src/loadTime/shims/inflection';

const RESOURCES = [
  'admins',
  'login-devices',
  'cards',
  'platforms',
  'transactions',
  'oson-configs',
  'audit-log',
  'panel-accounts',
  'categories',
  'address',
];
const SOURCES = ['chatId', 'admin_card_id', 'amount', 'platformUserId', 'createdAt', 'isActive'];

describe('inflection stand-in', () => {
  it("names a resource as ra-core's fallback label does, singular and plural", () => {
    for (const resource of RESOURCES) {
      for (const count of [1, 2]) {
        expect(shim.humanize(shim.inflect(resource, count))).toBe(
          inflection.humanize(inflection.inflect(resource, count)),
        );
      }
    }
  });

  it("labels a field from its source as ra-core's fallback does", () => {
    for (const source of SOURCES) {
      expect(shim.transform(source, ['underscore', 'humanize'])).toBe(
        inflection.transform(source, ['underscore', 'humanize']),
      );
    }
  });

  it('pluralizes like the library for the words the panel has', () => {
    for (const word of ['card', 'category', 'transaction', 'day', 'admins']) {
      expect(shim.pluralize(word)).toBe(inflection.pluralize(word));
    }
  });
});
