// A screen's title: its <h1>, and the same words in the app bar and the browser tab.
import { useEffect, useState } from 'react';
import { createPortal } from 'react-dom';

export function PageTitle({ title }: { title: string }) {
  // The app bar's slot exists once the layout is mounted, which is before any screen renders.
  const [slot] = useState(() => document.getElementById('react-admin-title'));
  useEffect(() => {
    document.title = title;
  }, [title]);
  return (
    <>
      <h1 className="m-0 text-2xl font-normal">{title}</h1>
      {slot && createPortal(title, slot)}
    </>
  );
}
