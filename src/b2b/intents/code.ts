// A code that failed (email OTP, SMS, TOTP): 'Invalid passcode, please try again.', or, when too
// many failed attempts locked the member (user_lock_limit_reached, isLockedCode), the catalogue's
// words for a locked code with `locked` set, so the screen stops its countdown and offers a new code (CodeForm).
import { isLockedCode } from '../../ui/error-text';
import type { B2BKey } from '../text';
import type { Widget } from '../widget';

/** What a code intent answers: nothing (signed in), an inline message, or a lock's message. */
export type CodeAnswer = string | { locked: string } | void;

export const codeFailure = (w: Widget, e: unknown, lockWords: B2BKey = 'ui.code.locked'): CodeAnswer =>
  isLockedCode(e) ? { locked: w.t(lockWords) } : w.t('err.passcode');
