// Shared by every unit test: DOM matchers and unmounting between component tests.
import '@testing-library/jest-dom/vitest';
import { afterAll, afterEach, vi } from 'vitest';
import { cleanup } from '@testing-library/preact';

afterEach(() => cleanup());

// Preact runs effects (and the cleanups of replaced ones) a frame after a render, from a timer
// of at most 35 ms. The last test's may still be pending when the file ends; they must run while
// the page (jsdom) is still there, not after Vitest has taken it away.
afterAll(async () => {
  if (typeof window === 'undefined') return;
  vi.useRealTimers();
  await new Promise((resolve) => setTimeout(resolve, 60));
});

// What radix-ui's primitives call and jsdom lacks (component tests only; the node environment
// has no window).
if (typeof window !== 'undefined') {
  const proto = window.HTMLElement.prototype;
  proto.scrollIntoView ??= function scrollIntoView() {};
  proto.hasPointerCapture ??= () => false;
  proto.setPointerCapture ??= () => undefined;
  proto.releasePointerCapture ??= () => undefined;
  window.ResizeObserver ??= class ResizeObserver {
    observe() {}
    unobserve() {}
    disconnect() {}
  };
}
