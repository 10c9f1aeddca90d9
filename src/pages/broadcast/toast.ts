// Broadcast-page notifications close after 5 s (docs/product.md: States, Constants).
export const BROADCAST_TOAST_MS = 5000;
