// Ids for labels and fields: compat's useId, prefixed with the mount's own scope. Preact derives its
// ids from the render tree and restarts in every render root (to match server-rendered HTML, which the
// widgets never hydrate), so two widgets on one page would share ids, and a label's htmlFor would find
// another widget's field. src/ui/mount.tsx provides the scope.
import { createContext, useContext, useId } from 'react';

/** The mount's prefix for ids. */
export const IdScope = createContext('');

/** An id unique on the page, stable for as long as the component is mounted. */
export const useFieldId = () => useContext(IdScope) + useId();
