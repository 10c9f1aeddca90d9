// Humo-page notifications close after 5 s (SPEC §4, §9).
export const HUMO_TOAST_MS = 5000;
