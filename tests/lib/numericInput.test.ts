import { describe, expect, it } from 'vitest';
import { keepChatId, keepDigits, keepGroupedDigits } from '../../src/lib/numericInput';

describe('numeric fields keep only what they can hold', () => {
  it.each([
    ['12ab3', '123'],
    ['-5', '5'],
    ['1.5', '15'],
    ['', ''],
  ])('keepDigits(%j) = %j', (input, kept) => expect(keepDigits(input)).toBe(kept));

  it.each([
    ['10 000', '10 000'],
    ['10\u00a0000 so‘m', '10\u00a0000 '],
    ['5,5', '55'],
  ])('keepGroupedDigits(%j) = %j', (input, kept) => expect(keepGroupedDigits(input)).toBe(kept));

  it.each([
    ['-1001234', '-1001234'],
    [' 42 ', '42'],
    ['4-2', '42'],
    ['--7a', '-7'],
    ['abc', ''],
  ])('keepChatId(%j) = %j', (input, kept) => expect(keepChatId(input)).toBe(kept));
});
