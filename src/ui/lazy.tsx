// Components of lazily loaded modules (the loaders: lazy() in src/core/chunk.ts; call sites pass
//   lazy(__CDN__ ? 'featherlogin.x.js' : () => import('./x'))
// and esbuild keeps one branch). build.mjs builds each CDN chunk against the main bundle's module
// registry, so it carries only its own modules (ARCHITECTURE.md, Builds).
import type { ComponentType } from 'preact';
import { useContext, useEffect, useState } from 'react';
import { Button } from './components/Button';
import { ErrorText } from './components/ErrorText';
import { Spinner } from './components/Spinner';
import { reportError } from './events';
import { CallbacksContext, FocusContext } from './mount';
import { type Catalogue, useText } from './text';

/** A lazy module; a chunk entry exports its strings as `text` (merged into the loading mount's catalogue). */
export type ChunkModule = { text?: Catalogue };

/**
 * A component of a lazy module: the Spinner (or `Pending`, given the same props: a placeholder of the
 * component's size) until the module is in. A module that cannot load is
 * reported to the host's onError (the mount's CallbacksContext) and shown as an announced message with
 * Retry, which loads again (lazy() does after a failure); in the single files, which hold every
 * other module, only the account pages' file beside them (`__PROFILE__`) can fail so.
 * The loaded component's first render sees heading focus as it was when this placeholder mounted
 * (a lazy first screen does not take the page's focus); later renders, and any after a Retry, see the mount's own.
 */
export function lazyComponent<P extends object, M extends object>(load: () => Promise<M>, name: keyof M, Pending?: ComponentType<P>) {
  let C: ComponentType<P> | undefined;
  /** The loaded chunk's strings, for every mount that shows this component. */
  let text: ChunkModule['text'];
  return (props: P) => {
    const mount = useContext(FocusContext);
    const callbacks = useContext(CallbacksContext);
    const t = useText();
    // The chunk's strings join this mount's catalogue (the module may have loaded for another mount).
    if (text) t.add(text);
    const [focus] = useState(() => ({
      first: !mount.armed,
      get armed() {
        return !this.first && mount.armed;
      },
    }));
    const [state, set] = useState(0); // 0 loading, 1 loaded, 2 failed
    useEffect(() => {
      if (C)
        focus.first = false; // runs after the loaded component's own effects (its Heading's)
      else if (!state)
        load().then(
          (m) => {
            text = (m as ChunkModule).text;
            C = m[name] as ComponentType<P>; // its classes reached the style elements as it loaded (mount.tsx)
            set(1);
          },
          (e) => {
            reportError(callbacks, e);
            set(2);
          },
        );
    }, [state]);
    return C ? (
      <FocusContext.Provider value={focus}>
        <C {...props} />
      </FocusContext.Provider>
    ) : state ? (
      <>
        <ErrorText message={t('ui.loadError')} />
        <Button onClick={() => ((focus.first = false), set(0))}>{t('ui.retry')}</Button>
      </>
    ) : Pending ? (
      <Pending {...props} />
    ) : (
      <Spinner />
    );
  };
}

/** Screens from one lazy module, by export name: `{ ...lazyScreens(load, ['A', 'B']) }`. */
export const lazyScreens = <M extends object>(
  load: () => Promise<M>,
  names: readonly (keyof M & string)[],
): Record<string, ComponentType> => Object.fromEntries(names.map((n) => [n, lazyComponent<{}, M>(load, n)]));
