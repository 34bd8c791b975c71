// The JSX runtime the widgets compile against (build.mjs aliases `preact/jsx-runtime` here): each
// element is Preact's createElement with the key among the props, where createElement reads it.
// Preact's own runtime is a second vnode factory beside createElement, with dev-only fields
// (-0.10 kB gzip on every widget bundle).
import { createElement, type ComponentType, Fragment } from 'preact';

export { Fragment };

/** An element of the automatic runtime: `key` comes apart from the props. */
export const jsx = (type: string | ComponentType<any>, props: Record<string, unknown>, key?: unknown) =>
  createElement(type, key === undefined ? props : { ...props, key });
export { jsx as jsxs, jsx as jsxDEV };
