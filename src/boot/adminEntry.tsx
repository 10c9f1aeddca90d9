// The signed-in side of the start-up: React and the react-admin app, as one lazy chunk.
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import App from '../App';
import type { StartUp } from './startUp';

export function mountAdmin(container: HTMLElement, startUp: StartUp): void {
  createRoot(container).render(
    <StrictMode>
      <App startUp={startUp} />
    </StrictMode>,
  );
}
