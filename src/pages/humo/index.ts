// The Humo / Telegram login page, mounted by App.tsx at /humo.
export { HumoPage } from './HumoPage';
