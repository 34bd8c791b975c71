// Components that show a widget: each renders its own <div id> and, in effects (never on a
// server), calls the client's mount method with that element itself (not its id: two React roots
// hydrated without an identifierPrefix give their components the same useId), mounts again with new
// props (the UI client updates the widget in place, keeping its screen) and unmounts with the component.
import { createElement, useEffect, useId, useLayoutEffect, useRef } from 'react';

// Layout effects run before React detaches the element (so unmounting can still find it); on a
// server neither kind runs, and React 18 would warn about useLayoutEffect there.
const useDomEffect = typeof window === 'undefined' ? useEffect : useLayoutEffect;

/** Equal plain data (objects, arrays, primitives); functions and other instances by identity. */
export function same(a: unknown, b: unknown): boolean {
  if (Object.is(a, b)) return true;
  if (!a || !b || typeof a !== 'object' || typeof b !== 'object' || Object.getPrototypeOf(a) !== Object.getPrototypeOf(b)) return false;
  const keys = Object.keys(a);
  return keys.length === Object.keys(b).length && keys.every((k) => same((a as any)[k], (b as any)[k]));
}

/** A component's table row: its name, the UI-client method it calls, the props it passes on. */
export interface WidgetSpec {
  name: string;
  method: string;
  props: readonly string[];
}

export function widgetComponent<P extends object>(spec: WidgetSpec, useClient: (user: string) => unknown) {
  function Widget(props: P) {
    const client = useClient(`<${spec.name} />`) as Record<string, any>;
    // useId is stable between server HTML and hydration (the element's id, for the page's own CSS).
    const id = `${spec.name}-${useId().replace(/[^\w-]/g, '')}`;
    const el = useRef<HTMLDivElement>(null);
    const unmount = useRef<unknown>(undefined);
    // Inline objects (`config={{ ... }}`) are new on every render: keep the mounted ones while they
    // are equal, so a parent's re-render neither mounts again nor restarts a widget's flow.
    const mounted = useRef<unknown[]>([]);
    const values = spec.props.map((k, i) => (same((props as any)[k], mounted.current[i]) ? mounted.current[i] : (props as any)[k]));

    useDomEffect(() => {
      const mount = client[spec.method];
      const element = el.current;
      if (typeof mount !== 'function')
        throw new Error(
          `<${spec.name}> needs a client that draws in its provider (createStytchClient or createStytchUIClient from featherlogin/react, createStytchB2BClient or createStytchB2BUIClient from featherlogin/react/b2b), not a headless one (featherlogin/react/headless, featherlogin/headless).`,
        );
      if (!element) return;
      const options: Record<string, unknown> = { elementId: element };
      spec.props.forEach((k, i) => values[i] !== undefined && (options[k] = values[i]));
      mounted.current = values;
      const off = mount.call(client, options);
      if (typeof off === 'function') unmount.current = off;
      // Mounting again on the same element updates the widget, so no cleanup between prop changes.
    }, [client, ...values]);

    useDomEffect(() => {
      const element = el.current;
      return () => {
        const off = unmount.current;
        unmount.current = undefined;
        // The client's unmount also forgets the widget's state; the function mount returned works
        // as well, should the client have no unmount or refuse.
        try {
          if (typeof client.unmount === 'function') return void client.unmount(element);
        } catch {
          /* not a widget the client knows */
        }
        if (typeof off === 'function') off();
      };
    }, [client]);

    return createElement('div', { id, ref: el });
  }
  Widget.displayName = spec.name;
  return Widget;
}
