// Humo-page notifications close after 5 s (docs/product.md: States, Constants).
export const HUMO_TOAST_MS = 5000;
