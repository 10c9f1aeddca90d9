// The page title in the app bar: ra-core has no MUI-free <Title>, so a screen renders its title
// into the bar's slot (#react-admin-title, layout/AppBar) through a portal. Outside the layout
// (component tests) there is no slot and nothing is drawn.
import { useEffect, useState } from 'react';
import { createPortal } from 'react-dom';

export function PageTitle({ title }: { title: string }) {
  const [slot, setSlot] = useState<HTMLElement | null>(null);
  // Looked up after mounting: the bar is drawn before the screen, but not during its render.
  useEffect(() => setSlot(document.getElementById('react-admin-title')), []);
  return slot ? createPortal(title, slot) : null;
}
