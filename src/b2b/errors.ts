// The error catalogue of B2B spec section 8 as data: which server error_types map to which inline
// message, and the Error screen's kinds. Server text is only ever rendered as text.
import type { B2BTextKey } from './text';
import type { errorScreenText } from './text-screens';

/**
 * The keys the Error screen may show: the main catalogue's and its own chunk's, the only ones surely
 * in when it shows (a steps, MFA or SSO chunk's key may not have loaded: its raw key would show).
 */
export type ErrorScreenKey = B2BTextKey | keyof typeof errorScreenText;
type KindOf<K> = K extends `err.${infer Kind}` ? Kind : never;
/** Error-screen kinds, each with its message `err.<kind>` among those keys: any other is a compile error. */
export type ErrorKinds<K extends KindOf<ErrorScreenKey>> = K;

/** The Error screen's kinds; each one's message is the catalogue's `err.<kind>` (screens/ErrorScreen.tsx, which loads on first use). */
export type ErrorType = ErrorKinds<
  'default' | 'emailMagicLink' | 'organization' | 'cannotJoin' | 'adBlocker' | 'claimedDomain' | 'resetMagicLink'
>;

// The email send errors (section 8) are in intents/email.ts and the SMS send errors in intents/mfa.ts,
// with the chunks (steps, MFA) that alone show them.

export const CLAIMED_DOMAIN = 'action_not_allowed_email_domain_is_claimed';

export const errorType = (e: unknown): string => ((e as { error_type?: string } | null)?.error_type ?? '') as string;

/** An ad blocker shows up as a fetch that never reached the server, or an answer typed ad_blocker_detected. */
export const isBlocked = (e: unknown) =>
  (e as { name?: string } | null)?.name === 'StytchAPIUnreachableError' || errorType(e) === 'ad_blocker_detected';
