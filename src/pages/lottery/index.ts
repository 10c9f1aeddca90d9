// The lottery page's public entry. App.tsx lazy-loads LotteryPage.tsx directly, so its chunk
// is named for the page.
export { LotteryPage } from './LotteryPage';
