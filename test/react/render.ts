// Rendering helpers for the React tests (not a test file): a root in happy-dom driven through act().
import { act, createElement as h, type ReactNode } from 'react';
import { createRoot, type Root } from 'react-dom/client';

(globalThis as any).IS_REACT_ACT_ENVIRONMENT = true;

export interface Rendered {
  host: HTMLElement;
  root: Root;
  update(node: ReactNode): Promise<void>;
  unmount(): Promise<void>;
}

export async function render(node: ReactNode): Promise<Rendered> {
  const host = document.createElement('div');
  document.body.append(host);
  const root = createRoot(host);
  await act(async () => root.render(node));
  return {
    host,
    root,
    update: (next) => act(async () => root.render(next)),
    async unmount() {
      await act(async () => root.unmount());
      host.remove();
    },
  };
}

/** A component that calls `hook` and shows its result as JSON in a <pre>, recording every render. */
export function probe<T>(hook: () => T) {
  const seen: T[] = [];
  function Probe() {
    const value = hook();
    seen.push(value);
    return h('pre', null, JSON.stringify(value));
  }
  return { Probe, seen, last: () => seen[seen.length - 1] };
}
