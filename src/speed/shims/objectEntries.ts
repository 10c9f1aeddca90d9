// node-polyglot (react-admin's translator) requires the `object.entries` polyfill, which brings
// about 12 KB of es-abstract helpers into the app; every browser the panel supports has
// Object.entries, so the build points that package here (vite.config.ts, resolve.alias).
export default Object.entries;
