// The currency page's entry for App.tsx's custom route /currency.
export { CurrencyPage } from './CurrencyPage';
