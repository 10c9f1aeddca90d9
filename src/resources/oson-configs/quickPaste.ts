// Quick Paste (docs/product.md: Screens Oson config form, Form rules): reads
// "phone=…&password=…&dev_id=…&device_name=…", the string the Oson app hands out, into the form's
// fields.
import type { OsonConfigFormValues } from './formValues';

export type QuickPasteValues = Partial<OsonConfigFormValues>;

/** Pasted key -> form field. Any other key is ignored. */
const FIELD_OF_KEY: Record<string, keyof OsonConfigFormValues> = {
  phone: 'phone',
  password: 'password',
  dev_id: 'deviceId',
  device_name: 'deviceName',
};

/**
 * Form-decodes a value: '+' is a space, %XX escapes are UTF-8. A value that is not valid
 * percent-encoding (a lone '%', a broken UTF-8 sequence) was evidently not encoded at all, so it
 * is kept exactly as pasted — '+' included — rather than dropped: a password may well hold '%'.
 */
function decodeValue(raw: string): string {
  try {
    return decodeURIComponent(raw.replace(/\+/g, ' '));
  } catch {
    return raw;
  }
}

/**
 * Parses an ampersand-separated key=value string.
 * - A pair must contain exactly one '='; others are ignored (docs/product.md: Form rules).
 * - Keys and decoded values are trimmed; a pair whose value is then empty is ignored, since
 *   applying it would only blank a field the admin may already have filled.
 * - When a key repeats, the last occurrence wins.
 */
export function parseQuickPaste(text: string): QuickPasteValues {
  const values: QuickPasteValues = {};
  for (const pair of text.split('&')) {
    const parts = pair.split('=');
    if (parts.length !== 2) continue;
    const field = FIELD_OF_KEY[parts[0].trim()];
    if (!field) continue;
    const value = decodeValue(parts[1].trim()).trim();
    if (value) values[field] = value;
  }
  return values;
}
