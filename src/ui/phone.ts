// Phone numbers: libphonenumber-js is a separate chunk, fetched the first time a phone input
// renders. ESM builds import() it (esbuild splits it out); script-tag builds (CDN and single-file)
// load featherlogin.phone.js from next to the main script (its URL captured while it runs).
// Timeouts (spec section 5): formatting 10 s (else the raw input stays), validation 2 s (else
// the number counts as valid: '+' + calling code + digits).
import { loadChunk } from '../core/chunk';
import { withTimeout } from './clock';
import type * as Lib from './phone-lib';

export type PhoneLib = typeof Lib;

export interface PhoneValue {
  /** ISO region, e.g. 'US'. */
  country: string;
  /** Its calling code without '+', e.g. '1'. */
  callingCode: string;
  /** What the user typed (formatted as they type). */
  national: string;
}

export const DEFAULT_PHONE: PhoneValue = { country: 'US', callingCode: '1', national: '' };
export const FORMAT_TIMEOUT = 10000;
export const VALIDATE_TIMEOUT = 2000;
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

/** As-you-type national formatting; the raw text when the library is not there within 10 s. */
export const formatNational = (country: string, raw: string): Promise<string> =>
  withTimeout(
    loadPhone().then((l) => new l.AsYouType(country as Lib.CountryCode).input(raw)),
    FORMAT_TIMEOUT,
    raw,
  );

/** E.164, or null when the number is invalid for its region. Timeout or failure: the fallback. */
export function toE164(v: PhoneValue): Promise<string | null> {
  const digits = v.national.replace(/\D/g, '');
  if (!digits) return Promise.resolve(null);
  return withTimeout(
    loadPhone().then((l) => {
      const n = l.parsePhoneNumberFromString(v.national, v.country as Lib.CountryCode);
      return n && n.isValid() ? (n.number as string) : null;
    }),
    VALIDATE_TIMEOUT,
    `+${v.callingCode}${digits}`,
  );
}
