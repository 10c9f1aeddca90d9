// Which forms on screen hold changes not yet saved: a form the admin typed into, until it is
// submitted or reset or leaves the page. Read from the document's own events, so that every form
// of the panel counts without each one telling.

/** Calls `onChange(dirty)` whenever "some form has unsaved changes" changes; returns the stop. */
export function watchDirtyForms(doc: Document, onChange: (dirty: boolean) => void): () => void {
  const dirty = new Set<HTMLFormElement>();
  let reported = false;
  const report = () => {
    for (const form of dirty) if (!form.isConnected) dirty.delete(form);
    const now = dirty.size > 0;
    if (now !== reported) onChange((reported = now));
  };
  const onInput = (event: Event) => {
    const form = (event.target as Element | null)?.closest?.('form');
    if (form) dirty.add(form);
    report();
  };
  const onDone = (event: Event) => {
    if (event.target instanceof HTMLFormElement) dirty.delete(event.target);
    // A form that fails validation stays; it is read again after React has drawn.
    setTimeout(report, 0);
  };
  // Forms that leave the page (a dialog closed, another screen) take their changes with them.
  const observer = new MutationObserver(report);
  observer.observe(doc.body, { childList: true, subtree: true });
  doc.addEventListener('input', onInput, true);
  doc.addEventListener('submit', onDone, true);
  doc.addEventListener('reset', onDone, true);
  return () => {
    observer.disconnect();
    doc.removeEventListener('input', onInput, true);
    doc.removeEventListener('submit', onDone, true);
    doc.removeEventListener('reset', onDone, true);
    if (reported) onChange(false);
  };
}
