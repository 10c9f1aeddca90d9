// The Oson accounts' three screens as one module, so that their code and texts arrive as one
// file: apart, the texts they share were small enough for the build to merge them into the file
// the sign-in page loads.
export { OsonConfigCreate } from './OsonConfigCreate';
export { OsonConfigEdit } from './OsonConfigEdit';
export { OsonConfigList } from './OsonConfigList';
