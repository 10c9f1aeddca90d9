// Registers the service worker the build writes (vite-plugin-pwa) and shows the update prompt
// when a new deploy is waiting. Checked again every hour, as an admin may keep the tab open.
import { useRegisterSW } from 'virtual:pwa-register/react';
import { UpdatePrompt } from './UpdatePrompt';

const CHECK_EVERY_MS = 60 * 60 * 1000;

export default function ServiceWorkerUpdate() {
  const {
    needRefresh: [needRefresh, setNeedRefresh],
    updateServiceWorker,
  } = useRegisterSW({
    onRegisteredSW(_url, registration) {
      if (registration) window.setInterval(() => void registration.update(), CHECK_EVERY_MS);
    },
  });
  return (
    <UpdatePrompt
      needRefresh={needRefresh}
      onUpdate={() => void updateServiceWorker(true)}
      onDismiss={() => setNeedRefresh(false)}
    />
  );
}
