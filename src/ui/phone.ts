// Phone numbers: libphonenumber-js is a separate chunk, fetched the first time a phone input
// renders (its loader: phone-load.ts). This module goes with the phone field's code: the consumer's
// phone form chunk and the B2B MFA chunk, never a main bundle.
// Timeouts (spec section 5): formatting 10 s (else the raw input stays), validation 2 s (else
// the number counts as valid: '+' + calling code + digits).
import { withTimeout } from './clock';
import { loadPhone } from './phone-load';
import type * as Lib from './phone-lib';

export * from './phone-load';

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
