// Ids for labels and fields: a number per component instance, prefixed with the mount's own scope.
// Not compat's useId: Preact derives those from the render root's counter, which restarts when a
// mount renders its root again (mountWidget on the same element: a new locale or look), so a
// component that first renders after that (a lazily loaded section of the profile widget) took an
// id a field drawn before already had, and its label found that other field. The widgets never
// hydrate server HTML, so an id need only be unique on the page and stable while it is mounted.
// src/ui/mount.tsx provides the scope.
import { createContext, useContext, useState } from 'react';

/** The mount's prefix for ids. */
export const IdScope = createContext('');

let last = 0;

/** An id unique on the page, stable for as long as the component is mounted. */
export const useFieldId = () => {
  const [n] = useState(() => ++last);
  return `${useContext(IdScope)}i${n}`;
};
