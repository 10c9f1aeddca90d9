// Admin-page toasts close after 3 s (docs/product.md: Constants).
export const ADMIN_TOAST_MS = 3000;
