// How long each screen's toasts stay (docs/product.md: Constants), in one place: a screen hands
// its duration to ra-core's useNotify (autoHideDuration), and ui/Notifications.tsx to sonner.

/** A notification that names no duration: react-admin's default. */
export const DEFAULT_TOAST_MS = 4000;

export const TOAST_MS = {
  /** The admins screen: 3 s. */
  admins: 3000,
  /** The Oson screens: the default, named so that every toast of theirs agrees. */
  osonConfigs: DEFAULT_TOAST_MS,
  /** The broadcast page: 5 s. */
  broadcast: 5000,
  /** The Humo page: 5 s. */
  humo: 5000,
} as const;
