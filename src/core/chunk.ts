// Lazy chunks of the CDN bundles: a file next to the main script (its URL captured while the main
// script runs), loaded by a script tag carrying a CSP nonce (the widget's, else the main script's).
// The chunk's IIFE registers its exports on the global `featherlogin` under `key` (by default its
// file name: build.mjs wraps lazy chunks so; the phone and captcha chunks use src/entries/cdn/expose.ts).
// In the core because the headless client loads one too (captcha.ts, through lazy() below). Its
// script loader (loadScript) is the one for every script tag: the chunks, Google's One Tap script
// (src/ui/google.ts) and the captcha and device-fingerprint scripts (captcha.ts, which gets it passed).
const SCRIPT = __SCRIPT__ && typeof document !== 'undefined' ? (document.currentScript as HTMLScriptElement | null) : null;
const SCRIPT_SRC = SCRIPT?.src || '';

// The main script's own nonce by default (a page with a strict script-src gave it one).
let scriptNonce: string | undefined = SCRIPT?.nonce || undefined;
/** The CSP nonce for chunk script tags (set by the mount). */
export const setScriptNonce = (n?: string) => n && (scriptNonce = n);

const loads: Record<string, Promise<unknown> | undefined> = {};

/**
 * Adds a script tag for `src` with the CSP nonce, once per URL however many callers ask (a file may
 * hold several lazy modules, as a bundle's sign-in namespaces and members.ts): resolves when it has
 * run and `ok()` holds. A failed load (an error, or `ok()` false once it ran) takes its tag out,
 * rejects and is forgotten: the next call adds a fresh tag.
 */
export const loadScript = (src: string, nonce?: string, ok = () => true) =>
  (loads[src] ||= new Promise((resolve, reject) => {
    const s = document.createElement('script');
    const fail = () => {
      s.remove();
      loads[src] = undefined;
      reject(new Error(`featherlogin: could not load ${src}`));
    };
    s.src = src;
    if (nonce) s.nonce = nonce;
    s.onload = () => (ok() ? resolve(0) : fail());
    s.onerror = fail;
    document.head.appendChild(s);
  }));

/**
 * A CDN chunk's exports: registered already (another bundle on the page loaded its file), or once its
 * script has run. A script that ran without registering them (a proxy's HTML error page, a script
 * that threw, another build's chunk) is a failed load (loadScript's `ok`), so Retry loads it afresh.
 * Every caller of a file asks for the same key (lazy(): its file name).
 */
export function loadChunk<T>(file: string, key = file): Promise<T> {
  const got = () => (globalThis as any).featherlogin?.[key];
  return Promise.resolve(got() || loadScript(new URL(file, SCRIPT_SRC || document.baseURI).href, scriptNonce, got).then(got));
}

import { StytchAPIUnreachableError } from './errors';

type LoadError = Error & { chunkFailed?: true };

/** A lazy() load's error, as opposed to, say, an API answer: the code could not load (ui.loadError's words). */
export const chunkFailed = (e: unknown) => !!(e as LoadError | null)?.chunkFailed;

/**
 * Features loaded on first use, one mechanism for both builds: call sites pass
 * `lazy(__CDN__ ? 'featherlogin.x.js' : () => import('./x'))` and esbuild keeps one branch (ESM builds
 * code-split the import(); CDN builds load the file by script tag, and drop the import()); a file name
 * loads by script tag in the single files too (the translations: `__SCRIPT__ ? file : import()`). A memoized
 * loader: one load however many callers; a failed load (a CDN outage, a blocked file) rejects with a
 * StytchAPIUnreachableError, the official class for "the SDK could not reach its servers", so every
 * headless call behind it fails with a StytchError as any unreachable request does; its details (and
 * its message, after the class's words) name the load error, and it is marked (chunkFailed) for the widgets' load-error words. The next call tries again. ESM builds never call a file name's loader (`__SCRIPT__` false),
 * so they carry no loadChunk; they still carry loadScript, for Google's One Tap script and the captcha /
 * device-fingerprint scripts.
 */
export function lazy<T>(src: string | (() => Promise<T>)): () => Promise<T> {
  if (typeof src === 'string') return lazy(() => (__SCRIPT__ ? loadChunk<T>(src) : Promise.reject(new Error(src))));
  let p: Promise<T> | undefined;
  return () =>
    (p ||= src().catch((e: unknown) => {
      p = undefined;
      const details = String((e as Error | null)?.message ?? e);
      const failed: LoadError = new StytchAPIUnreachableError(details);
      // The message names the file too, so a host's onError (which reads `message`) can tell which.
      failed.message += ` ${details}`;
      failed.chunkFailed = true;
      throw failed;
    }));
}
