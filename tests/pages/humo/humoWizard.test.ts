// The Humo wizard's pure rules: the bare number the helper expects and the form's value as typed
// ("required" as docs/product.md: Form rules means it is tests/ui/filled.test.ts).
import { describe, expect, it } from 'vitest';
import { normalizePhone, typed } from '../../../src/pages/humo/humoWizard';

describe('normalizePhone', () => {
  it.each([
    ['+998901234567', '+998901234567'],
    ['+998 90 123-45-67', '+998901234567'],
    ['(90) 123 45 67', '901234567'],
    [' +998 90 123 45 67 ', '+998901234567'],
    ['', ''],
  ])('%j -> %j', (value, expected) => {
    expect(normalizePhone(value)).toBe(expected);
    // Normalized once more at a later step, it stays the same.
    expect(normalizePhone(normalizePhone(value))).toBe(expected);
  });
});

describe('typed', () => {
  it.each<[unknown, string]>([
    ['abc', 'abc'],
    [' a ', ' a '],
    [null, ''],
    [undefined, ''],
    [12, ''],
  ])('%j -> %j', (value, expected) => expect(typed(value)).toBe(expected));
});
