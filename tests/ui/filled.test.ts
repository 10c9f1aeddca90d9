// "Required" as docs/product.md: Form rules means it (ui/form/filled.ts, the payment-account forms'
// and the Humo wizard's rule): blank or spaces alone is missing, and the field says it is required.
import { describe, expect, it } from 'vitest';
import { filled } from '../../src/ui/form/filled';

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
  ])('%j -> %j', (value, expected) => expect(rule(value, {}, {})).toBe(expected));

  it("is flagged as required, as ra-core's required() is", () => {
    expect(rule.isRequired).toBe(true);
  });
});
