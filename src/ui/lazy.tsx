// Features loaded on first use, one mechanism for both builds. Call sites pass
//   lazy(__CDN__ ? 'featherlogin.x.js' : () => import('./x'))
// and esbuild keeps one branch: ESM builds code-split the import() (shared modules land in common
// chunks); CDN builds load the chunk file by script tag (loadChunk). build.mjs builds each CDN chunk
// against the main bundle's module registry, so it carries only its own modules (ARCHITECTURE.md, Builds).
import type { ComponentType } from 'preact';
import { useEffect, useState } from 'react';
import { loadChunk } from './chunk';
import { Spinner } from './components/Spinner';

/** A memoized loader; a failed load is tried again on the next call. */
export function lazy<T>(src: string | (() => Promise<T>)): () => Promise<T> {
  let p: Promise<T> | undefined;
  return () =>
    (p ||= (typeof src == 'string' ? loadChunk<T>(src) : src()).catch((e) => {
      p = undefined;
      throw e;
    }));
}

/** A component of a lazy module: the Spinner until the module is in (`onError` if it cannot load). */
export function lazyComponent<P extends object, M>(load: () => Promise<M>, name: keyof M, onError: (e: unknown) => void = console.error) {
  let C: ComponentType<P> | undefined;
  return (props: P) => {
    const [, loaded] = useState(0);
    useEffect(() => {
      if (!C) load().then((m) => loaded((C = m[name] as ComponentType<P>) && 1), onError);
    }, []);
    return C ? <C {...props} /> : <Spinner />;
  };
}
