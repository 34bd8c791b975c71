// The error catalogue of B2B spec section 8 as data: which server error_types map to which inline
// message, and the Error screen's kinds. Server text is only ever rendered as text.
import type { B2BTextKey } from './text';

/** The Error screen's kinds (its messages: screens/ErrorScreen.tsx, which loads on first use). */
export type ErrorType =
  | 'default'
  | 'emailMagicLink'
  | 'organization'
  | 'cannotJoinDueToAuthPolicy'
  | 'adBlocker'
  | 'claimedDomain'
  | 'resetMagicLink';

/** error_type of a failed email send -> inline message (anything else: err.emailSend). */
export const EMAIL_SEND_ERRORS: Record<string, B2BTextKey> = {
  inactive_email: 'err.inactiveEmail',
  email_jit_provisioning_not_allowed: 'err.noAccess',
  invalid_email_for_jit_provisioning: 'err.noAccess',
};

// The SMS send errors (section 8) are in intents/mfa.ts, with the MFA chunk that alone shows them.

export const CLAIMED_DOMAIN = 'action_not_allowed_email_domain_is_claimed';

export const errorType = (e: unknown): string => ((e as { error_type?: string } | null)?.error_type ?? '') as string;

/** An ad blocker shows up as a fetch that never reached the server. */
export const isBlocked = (e: unknown) => (e as { name?: string } | null)?.name === 'StytchAPIUnreachableError';
