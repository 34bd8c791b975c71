// The phone library's loader, apart from the rest of phone.ts: a main bundle that shows a phone
// field only through a lazy chunk (the consumer's Text / WhatsApp form) still starts the library's
// load next to that chunk's, and keeps no more than this. ESM builds import() it (esbuild splits it
// out); script-tag builds (CDN and single-file) load featherlogin.phone.js from next to the main
// script (its URL captured while it runs).
import { loadChunk } from '../core/chunk';
import type * as Lib from './phone-lib';

export type PhoneLib = typeof Lib;

export const CDN_CHUNK = 'featherlogin.phone.js';

/** How the chunk loads (tests swap `load`) and the pending or finished load (cleared after a failure). */
export const phoneLoader = {
  load: (): Promise<PhoneLib> => (__SCRIPT__ ? loadChunk<PhoneLib>(CDN_CHUNK, '_phone') : import('./phone-lib')),
  pending: undefined as Promise<PhoneLib> | undefined,
};

export function loadPhone(): Promise<PhoneLib> {
  if (!phoneLoader.pending) {
    const p = (phoneLoader.pending = phoneLoader.load());
    p.catch(() => (phoneLoader.pending = undefined));
  }
  return phoneLoader.pending;
}
