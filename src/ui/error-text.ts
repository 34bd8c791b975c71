// The words a widget shows for a failed call (consumer and B2B spec, section 8), one rule for both.
import { SDKInvalidResponseError } from '../core/errors';
import { chunkFailed } from '../core/chunk';
import type { ErrorKey } from './text';

type Failure = { error_type?: string; error_message?: string; message?: string; name?: string } | null;

/**
 * A code that cannot be used now: too many failed attempts locked the user or member
 * (`user_lock_limit_reached`, the API's answer after them; a code spent by its own wrong tries answers
 * otp_code_not_found, as a wrong one does). Code-entry screens then say so in their words
 * (`ui.code.locked`), stop the countdown and offer 'Resend code' (a new code, once the lock lapses).
 */
export const isLockedCode = (e: unknown) => (e as Failure)?.error_type === 'user_lock_limit_reached';

/**
 * The catalogue's words for a known error_type (`ui.errorType.<error_type>`, text-errors.ts; the
 * code screens word a lock themselves, isLockedCode), else the server's error_message, else the catalogue's words for a client
 * error (`ui.error.<class name>`, e.g. 'Unable to contact our servers.'; the three invalid answers,
 * one class, by message: `ui.error.<message>`), the load error's words when the sign-in code could not
 * load (a browser's "Failed to fetch dynamically imported module ..." is not for users), else the
 * error's message, else '' (the caller's
 * default, e.g. B2B err.default). Never String(e): a bare "TypeError" or "[object Object]" is not for users.
 */
export function errorText(e: unknown, t: (key: ErrorKey) => string): string {
  const o = e as Failure;
  const say = (k: ErrorKey) => {
    const w = t(k);
    return w !== k && w;
  };
  return (
    say(`ui.errorType.${o?.error_type}`) ||
    o?.error_message ||
    // before the class name: a failed load is a StytchAPIUnreachableError (core/chunk.ts), worded as a load error
    (chunkFailed(o) && say('ui.loadError')) ||
    say(`ui.error.${o instanceof SDKInvalidResponseError ? o.message : o?.name}`) ||
    o?.message ||
    ''
  );
}
