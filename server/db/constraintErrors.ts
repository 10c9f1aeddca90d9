// SQLite constraint failures as client answers. Routes check their rules before writing, but a
// rule enforced only by the schema (or a race between a check and a write) must still answer
// 400/409 naming the field, never 500; and never with SQL text.
import { SqliteError } from 'better-sqlite3';
import { HttpError } from '../errors.ts';

const camel = (column: string) =>
  column.replace(/_([a-z])/g, (_, letter: string) => letter.toUpperCase());

/** "platforms.name" -> "name"; "admin_cards.card_number" -> "cardNumber". */
function fieldOf(qualified: string): string {
  return camel(qualified.trim().split('.').pop() ?? qualified);
}

// Words of a CHECK expression that are not columns.
const SQL_WORDS = new Set(
  'length trim typeof and or not in between is null like glob strftime datetime date time substr abs round iif integer text real'.split(
    ' ',
  ),
);

/** The first column named in a CHECK expression ("length(trim(device_name)) ..." -> deviceName). */
function checkedField(expression: string): string | undefined {
  const words = expression.match(/[A-Za-z_][A-Za-z0-9_]*/g) ?? [];
  const column = words.find((word) => !SQL_WORDS.has(word.toLowerCase()));
  return column && camel(column);
}

/** RAISE(ABORT, ...) texts of the migrations' rule triggers (002: oson_configs_keep_primary). */
const RULE_TRIGGER_MESSAGES = new Set(['The primary Oson config cannot be deleted']);

/** The HttpError a constraint failure stands for, or undefined for any other error. */
export function constraintError(error: unknown): HttpError | undefined {
  if (!(error instanceof SqliteError) || !error.code.startsWith('SQLITE_CONSTRAINT'))
    return undefined;
  const detail = error.message.replace(/^[A-Z ]+constraint failed: /, '');
  switch (error.code) {
    case 'SQLITE_CONSTRAINT_UNIQUE':
    case 'SQLITE_CONSTRAINT_PRIMARYKEY': {
      const fields = detail.split(',').map(fieldOf).join(', ');
      return new HttpError(409, `${fields}: already exists`);
    }
    case 'SQLITE_CONSTRAINT_FOREIGNKEY':
      return new HttpError(409, 'The record is still used by, or refers to, another record');
    case 'SQLITE_CONSTRAINT_NOTNULL':
      return new HttpError(400, `${fieldOf(detail)}: is required`);
    case 'SQLITE_CONSTRAINT_CHECK': {
      const field = checkedField(detail);
      return new HttpError(400, field ? `${field}: is not allowed` : 'A value is not allowed');
    }
    case 'SQLITE_CONSTRAINT_TRIGGER':
      // Only the RAISE texts our migrations write for a client; any other abort is a fault.
      return RULE_TRIGGER_MESSAGES.has(error.message)
        ? new HttpError(409, error.message)
        : undefined;
    default:
      return new HttpError(409, 'The change conflicts with the stored data');
  }
}
