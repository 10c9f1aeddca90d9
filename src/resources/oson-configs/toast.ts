// How long the Oson screens' toasts stay: react-admin's default, named so every toast agrees.
export const OSON_TOAST_MS = 4000;
