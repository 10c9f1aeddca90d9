// The shape every locale must match: the Uzbek catalogue's keys, with any string values.
export type MessagesShape<T> = {
  [K in keyof T]: T[K] extends string ? string : MessagesShape<T[K]>;
};
