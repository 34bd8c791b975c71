// The login widget's operations: one API call each, then the event to the host and the machine
// transition of spec section 4. Screens call these; errors are thrown back to the caller, which
// shows them (see `attempt`). The operations of the screens after a first step are in
// stepFlows.ts (loaded with those screens).
import { errorText } from '../ui/error-text';
import { emit, reportError } from '../ui/events';
import { StytchEventType as E } from '../core/enums';
import { has, otpMethods, sessionMinutes, DEFAULT_OTP_MINUTES, type OTPMethod } from './config';
import type { W } from './context';
import { Screen, type ScreenName } from './machine';

/**
 * Runs an operation; on failure reports it to callbacks.onError and shows `message` (or the
 * error's own text) as the screen's error. Resolves true on success.
 */
export async function attempt(w: W, op: () => Promise<unknown>, message?: (e: unknown) => string): Promise<boolean> {
  w.m.dispatch({ type: 'clear_error_message' });
  try {
    await op();
    return true;
  } catch (e) {
    reportError(w.callbacks, e);
    w.m.dispatch({ type: 'set_error_message', errorMessage: message ? message(e) : errorText(e, w.t) });
    return false;
  }
}

export const go = (w: W, screen: ScreenName) => w.m.dispatch({ type: 'transition', screen });
export const session = (w: W) => ({ session_duration_minutes: sessionMinutes(w.config) });

export async function sendMagicLink(w: W, email: string, to: ScreenName = Screen.EmailConfirmation) {
  const o = w.config.emailMagicLinksOptions || {};
  const data = await w.client.magicLinks.email.loginOrCreate(email, {
    login_magic_link_url: o.loginRedirectURL,
    signup_magic_link_url: o.signupRedirectURL,
    login_expiration_minutes: o.loginExpirationMinutes,
    signup_expiration_minutes: o.signupExpirationMinutes,
    create_user_as_pending: o.createUserAsPending,
  });
  emit(w.callbacks, E.MagicLinkLoginOrCreateEvent, data);
  w.client.telemetry.log('email_sent', { email, type: 'login or create email magic link' });
  w.m.dispatch({ type: 'set_magic_link_email', email });
  go(w, to);
}

/** Sends (or resends) a passcode to an email or an E.164 phone number. */
export async function sendOtp(w: W, method: OTPMethod, destination: string) {
  const o = w.config.otpOptions || {};
  const data = await w.client.otps[method].loginOrCreate(destination, {
    expiration_minutes: o.expirationMinutes ?? DEFAULT_OTP_MINUTES,
    login_template_id: method === 'email' ? o.loginTemplateId : undefined,
    signup_template_id: method === 'email' ? o.signupTemplateId : undefined,
  });
  emit(w.callbacks, E.OTPsLoginOrCreateEvent, data);
  w.m.dispatch({ type: 'update_otp_state', otpState: { type: method, methodId: data.method_id, otpDestination: destination } });
  return data;
}

/** Email lookup for the password product: the user type picks the next screen. */
export async function lookupEmail(w: W, email: string) {
  const { userType } = await w.client.searchManager.searchUser(email);
  w.m.dispatch({ type: 'update_password_state', passwordState: { email, type: userType } });
  if (userType === 'passwordless' && !has(w.config, 'emailMagicLinks') && !otpMethods(w.config).includes('email')) {
    // Nothing passwordless to offer: the user sets a password by email.
    await resetStart(w, email);
    return go(w, Screen.PasswordSetNew);
  }
  go(w, Screen.PasswordCreateOrLogin);
}

export async function resetStart(w: W, email: string) {
  const o = w.config.passwordOptions || {};
  const data = await w.client.passwords.resetByEmailStart({
    email,
    login_redirect_url: o.loginRedirectURL,
    reset_password_redirect_url: o.resetPasswordRedirectURL,
    reset_password_expiration_minutes: o.resetPasswordExpirationMinutes,
    reset_password_template_id: o.resetPasswordTemplateId,
  });
  emit(w.callbacks, E.PasswordResetByEmailStart, data);
}

/** stytch_token_type -> how to authenticate the token, and the host event. */
// No host event of their own (the official StytchEventType has none for them): the confirmation
// screen they lead to sends AuthenticateFlowComplete.
const TOKEN_TYPES: Record<string, (w: W, token: string) => Promise<unknown>> = {
  magic_links: (w, t) => w.client.magicLinks.authenticate(t, session(w)),
  login: (w, t) => w.client.magicLinks.authenticate(t, session(w)),
  oauth: (w, t) => w.client.oauth.authenticate(t, session(w)),
  impersonation: (w, t) => w.client.impersonation.authenticate({ impersonation_token: t }),
};

export function tokenParams(): { token: string; type: string } | null {
  if (typeof location === 'undefined') return null;
  const q = new URLSearchParams(location.search);
  const token = q.get('token');
  const type = q.get('stytch_token_type');
  return token && type ? { token, type } : null;
}

/** Removes token and stytch_token_type from the address bar. */
export function clearTokenParams() {
  const url = new URL(location.href);
  if (!url.searchParams.has('token') && !url.searchParams.has('stytch_token_type')) return;
  url.searchParams.delete('token');
  url.searchParams.delete('stytch_token_type');
  history.replaceState(history.state, '', url.toString());
}

/**
 * Token handling on load: magic_links / oauth / impersonation tokens are authenticated ('Logging
 * in'), a reset_password token opens the reset form (see StytchUIClient), a login token on the
 * reset widget logs in by magic link. The parameters are removed afterwards.
 */
export async function authenticateTokenOnLoad(w: W, resetWidget = false) {
  const p = tokenParams();
  if (!p || !TOKEN_TYPES[p.type] || (p.type === 'login') !== resetWidget) return;
  go(w, Screen.LoggingIn);
  try {
    await TOKEN_TYPES[p.type](w, p.token);
    go(w, Screen.PasswordConfirmation);
  } catch (e) {
    reportError(w.callbacks, e);
    go(w, resetWidget ? Screen.PasswordResetForm : Screen.Main);
    w.m.dispatch({ type: 'set_error_message', errorMessage: errorText(e, w.t) });
  } finally {
    clearTokenParams();
  }
}

export const flowComplete = (w: W) => emit(w.callbacks, E.AuthenticateFlowComplete, {});

/** Sends a passcode and opens the OTP screen. */
export async function startOtp(w: W, method: OTPMethod, destination: string) {
  await sendOtp(w, method, destination);
  go(w, Screen.OTPAuthenticate);
}
