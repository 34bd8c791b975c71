// Ids for labels and fields: compat's useId, prefixed with the mount's scope as the component first
// rendered it. Preact counts its ids on the render root (to match server-rendered HTML, which the
// widgets never hydrate), and that count starts over in every root: two widgets on one page, or one
// mount rendering its root again (mountWidget on the same element: another locale or look), would
// hand a field drawn later (a lazy section's) an id a field drawn before already has, and its label
// would find that other field. The scope names the mount and its render (src/ui/mount.tsx), and a
// component keeps the one it first rendered under, so its id stays stable while it is mounted.
import { createContext, useContext, useId, useState } from 'react';

/** The mount's prefix for ids: its scope and how many times it rendered its root. */
export const IdScope = createContext('');

/** An id unique on the page, stable for as long as the component is mounted. */
export const useFieldId = () => {
  const scope = useContext(IdScope);
  const id = useId();
  return useState(() => scope + id)[0];
};
