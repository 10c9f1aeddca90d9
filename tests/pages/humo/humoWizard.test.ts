// The Humo wizard's pure rules: the bare number the helper expects and "required" as
// docs/product.md: Form rules means it (spaces alone are nothing).
import { describe, expect, it } from 'vitest';
import { filled, normalizePhone, typed } from '../../../src/pages/humo/humoWizard';

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

describe('filled', () => {
  const rule = filled('app.humo.codeRequired');
  it.each<[unknown, string | undefined]>([
    [undefined, 'app.humo.codeRequired'],
    [null, 'app.humo.codeRequired'],
    ['', 'app.humo.codeRequired'],
    ['   ', 'app.humo.codeRequired'],
    ['\t\n', 'app.humo.codeRequired'],
    ['1', undefined],
    [' 12345 ', undefined],
    [' my secret ', undefined],
  ])('%j -> %j', (value, expected) => expect(rule(value)).toBe(expected));
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
