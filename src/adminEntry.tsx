// The signed-in side of the start-up: React and the react-admin app, as one lazy chunk.
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import App from './App';

export function mountAdmin(container: HTMLElement): void {
  createRoot(container).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
}
