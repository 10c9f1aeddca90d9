// The Humo / Telegram login page's public entry. App.tsx lazy-loads HumoPage.tsx directly, so
// its chunk is named for the page.
export { HumoPage } from './HumoPage';
