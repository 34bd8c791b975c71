// The Admin Portal's React components: each renders its own <div> and, in effects (never on a
// server), calls its mount function (featherlogin/b2b/adminPortal) with that element and the
// provider's client, again with props new by value (the mount updates in place), and unmounts with the
// component. The mount functions are handed in by src/entries/react-b2b-admin-portal.ts (widget
// code, which this project does not type).
import { createElement, type ReactElement, useEffect, useLayoutEffect, useRef } from 'react';
import { type StytchB2BClient, useStytchB2BClient } from './b2b';
import { same } from './widget';

const useDomEffect = typeof window === 'undefined' ? useEffect : useLayoutEffect;

/** A component of the portal: its props are its mount options but the element and the client. */
export type AdminComponent<P> = (props: P) => ReactElement<any>;

/** A component from its mount function, which takes the props with the provider's client and the element. */
export function adminPortalComponent<P extends object>(
  name: string,
  mount: (options: P & { client: StytchB2BClient; element: HTMLElement }) => () => void,
): AdminComponent<P> {
  function AdminPortal(props: P) {
    const client = useStytchB2BClient();
    const el = useRef<HTMLDivElement>(null);
    const off = useRef<(() => void) | undefined>(undefined);
    // Mounted again (an update in place) when the client or a prop changed by value, a prop added or
    // removed included; inline objects equal to the mounted ones change nothing.
    const mounted = useRef<{ client: StytchB2BClient; props: P } | null>(null);
    useDomEffect(() => {
      const last = mounted.current;
      if (!el.current || (last && last.client === client && same(last.props, props))) return;
      mounted.current = { client, props };
      off.current = mount({ ...props, client, element: el.current });
    });
    // Unmounted, it mounts afresh when its effects run again (StrictMode's second pass, a shown <Activity>).
    useDomEffect(
      () => () => {
        off.current?.();
        mounted.current = null;
      },
      [],
    );
    return createElement('div', { ref: el });
  }
  AdminPortal.displayName = name;
  return AdminPortal;
}
