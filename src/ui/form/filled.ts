// "Required" as the payment-account forms and the Humo wizard mean it (docs/product.md: Form
// rules): ra-core's required() takes a value of spaces alone as filled, these forms do not.
// Flagged like required(), so the field's label shows its star and the control says it is
// required.
import type { Validator } from 'ra-core';

/** A validator answering `message` (a catalogue key) for a blank or whitespace-only value. */
export function filled(message: string): Validator & { isRequired: true } {
  const validator: Validator = (value) =>
    value == null || String(value).trim() === '' ? message : undefined;
  return Object.assign(validator, { isRequired: true as const });
}
