// What the widgets import as 'react' (build.mjs aliases it here). The widgets are written against
// the React API but use only hooks and context, so this maps those names straight onto Preact.
// preact/compat would add ~2 KB gzip of class-component, Children, portal and event-normalisation
// shims that nothing here uses (see ARCHITECTURE.md, "Why not preact/compat"). A widget that needs
// a compat-only API should switch the alias back to preact/compat in build.mjs.
export { createContext, createElement, Fragment } from 'preact';
import { createContext } from 'preact';
import { useContext, useId as rootId } from 'preact/hooks';
export { useCallback, useContext, useEffect, useLayoutEffect, useMemo, useReducer, useRef, useState } from 'preact/hooks';

/** The mount's prefix for ids (src/ui/mount.tsx provides it). */
export const IdScope = createContext('');
/** Preact's useId restarts in every render root: two widgets on one page would share ids (labels!). */
export const useId = () => useContext(IdScope) + rootId();
