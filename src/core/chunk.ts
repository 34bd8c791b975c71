// Lazy chunks of the CDN bundles: a file next to the main script (its URL captured while the main
// script runs), loaded by a script tag carrying a CSP nonce (the widget's, else the main script's).
// The chunk's IIFE registers its exports on the global `featherlogin` under `key` (by default its
// file name: build.mjs wraps lazy chunks so; the phone and captcha chunks use src/entries/cdn/expose.ts).
// In the core because the headless client loads one too (captcha.ts, through lazy() below).
const SCRIPT = __SCRIPT__ && typeof document !== 'undefined' ? (document.currentScript as HTMLScriptElement | null) : null;
const SCRIPT_SRC = SCRIPT?.src || '';

// The main script's own nonce by default (a page with a strict script-src gave it one).
let scriptNonce: string | undefined = SCRIPT?.nonce || undefined;
/** The CSP nonce for chunk script tags (set by the mount). */
export const setScriptNonce = (n?: string) => n && (scriptNonce = n);

export function loadChunk<T>(file: string, key = file): Promise<T> {
  const g = globalThis as any;
  return new Promise((resolve, reject) => {
    if (g.featherlogin?.[key]) return resolve(g.featherlogin[key]);
    const s = document.createElement('script');
    s.src = new URL(file, SCRIPT_SRC || document.baseURI).href;
    if (scriptNonce) s.nonce = scriptNonce;
    s.onload = () => (g.featherlogin?.[key] ? resolve(g.featherlogin[key]) : reject(new Error(`featherlogin: ${file} did not load`)));
    s.onerror = () => (s.remove(), reject(new Error(`featherlogin: could not load ${s.src}`))); // a retry adds a new tag
    document.head.appendChild(s);
  });
}

type LoadError = Error & { chunkFailed?: true };

/** A lazy() load's error, as opposed to, say, an API answer: the code could not load (ui.loadError's words). */
export const chunkFailed = (e: unknown) => !!(e as LoadError | null)?.chunkFailed;

/**
 * One loader per file, however many call sites name it: a file may hold several modules (a headless
 * bundle's request engine and its client's members.ts; a widget's sign-in namespaces and members.ts).
 */
const byFile: Record<string, () => Promise<unknown>> = {};

/**
 * Features loaded on first use, one mechanism for both builds: call sites pass
 * `lazy(__CDN__ ? 'featherlogin.x.js' : () => import('./x'))` and esbuild keeps one branch (ESM builds
 * code-split the import(); CDN builds load the file by script tag, and drop the import()); a file name
 * loads by script tag in the single files too (the translations: `__SCRIPT__ ? file : import()`). A memoized
 * loader: one load however many callers; a failed load rejects with its error marked (chunkFailed)
 * and is tried again on the next call.
 */
export function lazy<T>(src: string | (() => Promise<T>)): () => Promise<T> {
  if (typeof src === 'string') return (byFile[src] ||= lazy(() => loadChunk(src))) as () => Promise<T>;
  let p: Promise<T> | undefined;
  return () =>
    (p ||= src().catch((e: LoadError) => {
      p = undefined;
      if (e instanceof Error) e.chunkFailed = true;
      throw e;
    }));
}
