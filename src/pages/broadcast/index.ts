// The Broadcast page, mounted by App.tsx at /broadcast.
export { BroadcastPage } from './BroadcastPage';
