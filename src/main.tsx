// Start-up: read the runtime settings, then show either the small sign-in entry or the admin app.
// A signed-out visitor never downloads react-admin; the admin app is a lazy chunk.
import { StrictMode, Suspense, lazy } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { loadRuntimeConfig } from './lib/runtimeConfig';
import { getToken } from './auth/tokenStore';
import { StandaloneLogin } from './layout/login/StandaloneLogin';
import { takeReturnPath, rememberReturnPath } from './auth/returnPath';

const AdminApp = lazy(() => import('./App'));

function mountAdmin(root: Root) {
  root.render(
    <StrictMode>
      <Suspense fallback={null}>
        <AdminApp />
      </Suspense>
    </StrictMode>,
  );
}

function mountLogin(root: Root) {
  root.render(
    <StrictMode>
      <StandaloneLogin
        onSignedIn={() => {
          window.history.replaceState(null, '', takeReturnPath());
          mountAdmin(root);
        }}
      />
    </StrictMode>,
  );
}

async function start() {
  await loadRuntimeConfig();
  const root = createRoot(document.getElementById('root')!);
  const { pathname, search } = window.location;
  if (pathname === '/login' || !getToken()) {
    if (pathname !== '/login') {
      // Guarded route while signed out: go to /login and come back here after sign-in.
      rememberReturnPath(pathname + search);
      window.history.replaceState(null, '', '/login');
    }
    mountLogin(root);
  } else {
    mountAdmin(root);
  }
}

void start();
