// Admin-page toasts close after 3 s (SPEC §9).
export const ADMIN_TOAST_MS = 3000;
