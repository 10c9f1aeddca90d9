// node-polyglot (react-admin's translator) requires the `object.entries` polyfill, which brings
// es-abstract's helpers into the app; every browser the panel supports has
// Object.entries, so the build points that package here (vite.config.ts, resolve.alias).
export default Object.entries;
