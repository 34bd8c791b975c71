// What the client keeps in local storage (the session state, the settings cache, the refresh lease,
// the PKCE pair) is JSON objects: one reader for all of them.
import { isObject } from './args';

/** What the client uses of the page's local storage. */
export type PageStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

/**
 * The local storage of `win` (the page), opened at its first use: a page's first open of it is a
 * synchronous round trip to the browser process (several ms on a slow device), which no first
 * screen needs.
 */
export const pageStorage = (win: { localStorage: PageStorage } = window): PageStorage => ({
  getItem: (k) => win.localStorage.getItem(k),
  setItem: (k, v) => win.localStorage.setItem(k, v),
  removeItem: (k) => win.localStorage.removeItem(k),
});

/**
 * The object stored under `key`; null when there is none, or it is not JSON, or not a plain object.
 * Its fields are as written (by this client, or another tab's); a caller that needs one checks it.
 */
export function stored<T extends object>(storage: PageStorage, key: string): T | null {
  try {
    const v = JSON.parse(storage.getItem(key) || 'null');
    return isObject(v) ? (v as T) : null;
  } catch {
    return null;
  }
}
