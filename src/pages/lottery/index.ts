// The lottery page's entry for App.tsx's custom route /lottery.
export { LotteryPage } from './LotteryPage';
