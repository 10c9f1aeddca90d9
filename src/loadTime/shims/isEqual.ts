// lodash's isEqual for ra-core, as dequal: the same deep comparison of the plain values ra-core
// compares (list parameters, filters, store values, records), with none of lodash's machinery
// for typed arrays, buffers and circular structures, which those values never hold.
import { dequal } from 'dequal';

export default function isEqual(value: unknown, other: unknown): boolean {
  return dequal(value, other);
}
