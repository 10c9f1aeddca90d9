// Hand-over from the dashboard's first paint (drawn by the start-up code before react-admin has
// arrived) to the app: the app mounts underneath, unseen and inert, and the first paint stays
// until the app's own dashboard has drawn, so the screen never falls back to skeletons. Shared
// module state: the start-up code holds, the app releases.
let release: (() => void) | undefined;
let appStarted = false;

/** Called as the app mounts: from then on a late first paint would only cover the app. */
export function markAppStarted(): void {
  appStarted = true;
}

export function canHoldFirstPaint(): boolean {
  return !appStarted;
}

/** Holds the app back until released; ask canHoldFirstPaint() before drawing. */
export function holdFirstPaint(onRelease: () => void): void {
  release = onRelease;
}

export function isFirstPaintHeld(): boolean {
  return release !== undefined;
}

/** Shows the app and removes the first paint; does nothing when none is held. */
export function releaseFirstPaint(): void {
  const done = release;
  release = undefined;
  done?.();
}
