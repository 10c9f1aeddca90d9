// The shape every locale's catalogue must match: the Uzbek one's keys (uz/index.ts), with any
// string values. A key missing from, or extra in, any language fails the type check.
import type uz from './uz';

export type MessagesShape<T> = {
  [K in keyof T]: T[K] extends string ? string : MessagesShape<T[K]>;
};

/** The whole catalogue, as the Uzbek one is shaped. */
export type Catalogue = typeof uz;
