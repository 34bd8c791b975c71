// What the widgets import as 'react' (build.mjs aliases it here). The widgets are written against
// the React API but use only hooks and context, so this maps those names straight onto Preact.
// preact/compat would add ~2 KB gzip of class-component, Children, portal and event-normalisation
// shims that nothing here uses (see ARCHITECTURE.md, "Why not preact/compat"). A widget that needs
// a compat-only API should switch the alias back to preact/compat in build.mjs.
export { createContext, createElement, Fragment } from 'preact';
import { createContext } from 'preact';
import { useContext, useState } from 'preact/hooks';
export { useCallback, useContext, useEffect, useLayoutEffect, useMemo, useReducer, useRef, useState } from 'preact/hooks';

/** The mount's prefix for ids (src/ui/mount.tsx provides it). */
export const IdScope = createContext('');
let ids = 0;
/**
 * An id of its own for each component that asks, for as long as it is mounted: the mount's prefix
 * and a count. (Preact's useId derives ids from the render tree, to match server-rendered HTML,
 * which the widgets never hydrate, and restarts in every render root: two widgets on one page
 * would share ids, labels included.)
 */
export const useId = () => useContext(IdScope) + useState(() => `i${ids++}`)[0];
