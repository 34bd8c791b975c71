// The first sign that a person is using the page: a pointer moving or pressed, a key, a focus.
// Code a widget needs only once someone acts (the client's sign-in namespaces) starts loading then:
// in time for a first click or submit, never for a page nobody signs in on.
const EVENTS = ['pointermove', 'pointerdown', 'keydown', 'focusin'] as const;

/** Calls `fn` once, on the page's first use; returns the function that stops waiting. */
export function onFirstUse(fn: () => void): () => void {
  const off = () => {
    for (const e of EVENTS) document.removeEventListener(e, go, true);
  };
  const go = () => (off(), fn());
  for (const e of EVENTS) document.addEventListener(e, go, { capture: true, passive: true });
  return off;
}
