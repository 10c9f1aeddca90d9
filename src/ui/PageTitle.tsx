// The page title in the app bar and the browser tab: ra-core has no MUI-free <Title>, so a screen
// renders its title into the bar's slot (#react-admin-title, layout/AppBar) through a portal. The
// screen draws its own <h1>. Outside the layout (component tests) there is no slot.
import { useEffect, useState } from 'react';
import { createPortal } from 'react-dom';

export function PageTitle({ title }: { title: string }) {
  const [slot, setSlot] = useState<HTMLElement | null>(null);
  // Looked up after mounting: the bar is drawn before the screen, but not during its render.
  useEffect(() => setSlot(document.getElementById('react-admin-title')), []);
  useEffect(() => {
    document.title = title;
  }, [title]);
  return slot ? createPortal(title, slot) : null;
}
