// Telegram-user login for the Humo integration (docs/product.md: Screens Humo, States wizard).
//   humoNewNumber(phone)        -> POST   /humo/newNumber  body {phone}          -> {message, next?}
//   humoSmsCode(phone, code)    -> POST   /humo/smscode    body {phone, code}    -> {message, next?, hint?}
//   humoTwoStep(phone, pass)    -> POST   /humo/twostep    body {phone, password} -> {message}
//   humoActiveAccounts()        -> GET    /humo/active?include_photo=true
//   humoDeleteAccount(phone)    -> DELETE /humo/delete?phone=
import { fieldsOf, rowsOf, text } from './decode';
import type { HttpClient } from './httpClient';

export interface HumoStepAnswer {
  message: string;
  next?: string;
  hint?: string;
}

export interface HumoAccount {
  id: string;
  name: string;
  username: string;
  phone: string;
  status: string;
  /** Base64 JPEG without the data: prefix, or null. */
  profilePicture: string | null;
}

function toStepAnswer(data: unknown): HumoStepAnswer {
  // The step answers sit at the top level or under `data` depending on the helper service.
  const source = fieldsOf(data);
  const inner = fieldsOf(source.data);
  const pick = (key: string) => text(source[key] ?? inner[key]) || undefined;
  return {
    message: text(source.message ?? (typeof data === 'string' ? data : '')),
    next: pick('next'),
    hint: pick('hint'),
  };
}

export function humoApi(http: HttpClient) {
  return {
    async humoNewNumber(phone: string): Promise<HumoStepAnswer> {
      const { data } = await http('/humo/newNumber', { method: 'POST', body: { phone } });
      return toStepAnswer(data);
    },
    async humoSmsCode(phone: string, code: string): Promise<HumoStepAnswer> {
      const { data } = await http('/humo/smscode', { method: 'POST', body: { phone, code } });
      return toStepAnswer(data);
    },
    async humoTwoStep(phone: string, password: string): Promise<HumoStepAnswer> {
      const { data } = await http('/humo/twostep', { method: 'POST', body: { phone, password } });
      return toStepAnswer(data);
    },
    async humoActiveAccounts(): Promise<HumoAccount[]> {
      const { data } = await http('/humo/active', { query: { include_photo: true } });
      return rowsOf(data, 'Humo accounts').map((row) => ({
        id: text(row.id),
        name: text(row.name),
        username: text(row.username),
        phone: text(row.phone),
        status: text(row.status),
        // A picture is base64 text; anything else is no picture.
        profilePicture:
          typeof row.profilePicture === 'string' && row.profilePicture ? row.profilePicture : null,
      }));
    },
    async humoDeleteAccount(phone: string): Promise<HumoStepAnswer> {
      const { data } = await http('/humo/delete', { method: 'DELETE', query: { phone } });
      return toStepAnswer(data);
    },
  };
}
