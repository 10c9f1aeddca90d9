// The currency page's public entry. App.tsx lazy-loads CurrencyPage.tsx directly, so its chunk
// is named for the page.
export { CurrencyPage } from './CurrencyPage';
