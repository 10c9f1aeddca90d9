// node-polyglot's `hasown` package, as the one call it stands for: its CommonJS original binds
// Function.prototype.call through `function-bind`, a polyfill no supported browser needs.
export default function hasOwn(object: object, key: PropertyKey): boolean {
  return Object.prototype.hasOwnProperty.call(object, key);
}
