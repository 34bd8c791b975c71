// What the client keeps in local storage (the session state, the settings cache, the refresh lease,
// the PKCE pair) is JSON objects: one reader for all of them.
import { isObject } from './args';

/**
 * The object stored under `key`; null when there is none, or it is not JSON, or not a plain object.
 * Its fields are as written (by this client, or another tab's); a caller that needs one checks it.
 */
export function stored<T extends object>(storage: Storage, key: string): T | null {
  try {
    const v = JSON.parse(storage.getItem(key) || 'null');
    return isObject(v) ? (v as T) : null;
  } catch {
    return null;
  }
}
