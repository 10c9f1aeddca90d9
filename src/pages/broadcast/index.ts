// The Broadcast page's public entry. App.tsx lazy-loads BroadcastPage.tsx directly, so its chunk
// is named for the page.
export { BroadcastPage } from './BroadcastPage';
