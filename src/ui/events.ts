// Host callbacks as in the official SDK: callbacks.onEvent({ type, data }) and callbacks.onError(error).
// Event type values follow the official StytchEventType names. One deliberate difference: the
// flow-complete event's value is 'authenticate-flow-complete' as the spec names it (the vendor
// docs show 'AUTHENTICATE_FLOW_COMPLETE'); where they disagree the spec wins.

/** The flow-complete event (its own constant: the B2B widget emits it without the consumer table). */
export const AUTHENTICATE_FLOW_COMPLETE = 'authenticate-flow-complete';

export const StytchEventType = {
  AuthenticateFlowComplete: AUTHENTICATE_FLOW_COMPLETE,
  MagicLinkLoginOrCreateEvent: 'MAGIC_LINK_LOGIN_OR_CREATE',
  MagicLinkAuthenticate: 'MAGIC_LINK_AUTHENTICATE',
  OTPsLoginOrCreateEvent: 'OTP_LOGIN_OR_CREATE',
  OTPsAuthenticate: 'OTP_AUTHENTICATE',
  OAuthAuthenticate: 'OAUTH_AUTHENTICATE',
  CryptoWalletAuthenticateStart: 'CRYPTO_WALLET_AUTHENTICATE_START',
  CryptoWalletAuthenticate: 'CRYPTO_WALLET_AUTHENTICATE',
  PasskeyAuthenticate: 'PASSKEY_AUTHENTICATE',
  PasskeyRegister: 'PASSKEY_REGISTER',
  PasskeySkip: 'PASSKEY_SKIP',
  PasskeyDone: 'PASSKEY_DONE',
  PasswordCreate: 'PASSWORD_CREATE',
  PasswordAuthenticate: 'PASSWORD_AUTHENTICATE',
  PasswordResetByEmailStart: 'PASSWORD_RESET_BY_EMAIL_START',
  PasswordResetByEmail: 'PASSWORD_RESET_BY_EMAIL',
  PasswordResetBySession: 'PASSWORD_RESET_BY_SESSION',
  UserSearch: 'USER_SEARCH',
  ImpersonationAuthenticate: 'IMPERSONATION_AUTHENTICATE',
} as const;

export type StytchEvent = { type: string; data: unknown };

export interface Callbacks {
  onEvent?: (event: StytchEvent) => void;
  onError?: (error: unknown) => void;
}

/** Calls a host callback; a throwing host callback never breaks the widget. */
export function emit(cb: Callbacks | undefined, type: string, data: unknown = {}) {
  try {
    cb?.onEvent?.({ type, data });
  } catch (e) {
    console.error(e);
  }
}

export function reportError(cb: Callbacks | undefined, error: unknown) {
  try {
    cb?.onError?.(error);
  } catch (e) {
    console.error(e);
  }
}
