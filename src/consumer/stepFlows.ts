// The operations of a first step's answer and of the screens after it (code entry, password
// screens, reset form), loaded with those screens (featherlogin.steps.js): one API call each, then
// the host event and the transition of spec section 4, as in flows.ts. Main's forms call the first
// ones (sendMagicLink, startOtp, lookupEmail) through stepsOp (lazy.ts): the chunk is preloaded on
// the form, and every one of them leads to a screen of it.
import { StytchAPIError } from '../core/errors';
import { errorText } from '../ui/error-text';
import { emit, reportError } from '../ui/events';
import { StytchEventType as E } from '../core/enums';
import { has, otpMethods, DEFAULT_OTP_MINUTES, type OTPMethod } from './config';
import type { W } from './context';
import { go, here, session } from './flows';
import type { ScreenName } from './machine';
import { showToast } from '../ui/toast-show';

/**
 * Where a flow began: the returned step goes on to `to` only while the user is still there (Back
 * meanwhile: the late answer moves no one; what it did, an email sent, stands). A flow that starts
 * after another's request takes that one's (`next` parameters below).
 */
type Next = (to: ScreenName) => void;
const from = (w: W): Next => {
  const still = here(w);
  return (to) => void (still() && go(w, to));
};

export async function sendMagicLink(w: W, email: string, to: ScreenName = 'EmailConfirmation', next = from(w)) {
  const o = w.config.emailMagicLinksOptions || {};
  const data = await w.client.magicLinks.email.loginOrCreate(email, {
    login_magic_link_url: o.loginRedirectURL,
    signup_magic_link_url: o.signupRedirectURL,
    login_expiration_minutes: o.loginExpirationMinutes,
    signup_expiration_minutes: o.signupExpirationMinutes,
    login_template_id: o.loginTemplateId,
    signup_template_id: o.signupTemplateId,
    create_user_as_pending: o.createUserAsPending,
    locale: o.locale,
  });
  // With the address it went to, as the official 6.x widget reports it (5.x: the answer alone; a field more).
  emit(w.callbacks, E.MagicLinkLoginOrCreateEvent, { ...data, email });
  w.client.telemetry.log('email_sent', { email, type: 'login or create email magic link' });
  w.m.dispatch({ type: 'set_magic_link_email', email });
  next(to);
}

/** Sends (or resends) a passcode to an email or an E.164 phone number. */
export async function sendOtp(w: W, method: OTPMethod, destination: string) {
  const o = w.config.otpOptions || {};
  const data = await w.client.otps[method].loginOrCreate(destination, {
    expiration_minutes: o.expirationMinutes ?? DEFAULT_OTP_MINUTES,
    login_template_id: method === 'email' ? o.loginTemplateId : undefined,
    signup_template_id: method === 'email' ? o.signupTemplateId : undefined,
    locale: o.locale,
  });
  emit(w.callbacks, E.OTPsLoginOrCreateEvent, data);
  w.m.dispatch({ type: 'update_otp_state', otpState: { type: method, methodId: data.method_id, otpDestination: destination } });
  return data;
}

/**
 * Email lookup for the password product: the user type picks the next screen. A passwordless user
 * is sent a login link or code at once (its screen offers 'Create a password instead'), or, with
 * neither configured, the email to set a password.
 */
export async function lookupEmail(w: W, email: string) {
  const next = from(w);
  const { userType } = await w.client.searchManager.searchUser(email);
  w.m.dispatch({ type: 'update_password_state', passwordState: { email, type: userType } });
  if (userType !== 'passwordless') return next('PasswordCreateOrLogin');
  if (has(w.config, 'emailMagicLinks') || otpMethods(w.config).includes('email')) return loginWithoutPassword(w, email, next);
  await createPasswordInstead(w, email, next);
}

/** 'Create a password instead': the email to set one. */
export async function createPasswordInstead(w: W, email: string, next = from(w)) {
  await resetStart(w, email);
  next('PasswordSetNew');
}

export async function resetStart(w: W, email: string) {
  const o = w.config.passwordOptions || {};
  const data = await w.client.passwords.resetByEmailStart({
    email,
    login_redirect_url: o.loginRedirectURL,
    reset_password_redirect_url: o.resetPasswordRedirectURL,
    reset_password_expiration_minutes: o.resetPasswordExpirationMinutes,
    reset_password_template_id: o.resetPasswordTemplateId,
    locale: o.locale,
  });
  emit(w.callbacks, E.PasswordResetByEmailStart, data);
}

/** Sends a passcode and opens the OTP screen. */
export async function startOtp(w: W, method: OTPMethod, destination: string, next = from(w)) {
  await sendOtp(w, method, destination);
  next('OTPAuthenticate');
}

/**
 * A resend button's action: the call, then the `done` toast (a catalogue key), or the error reported
 * and toasted; toasts only while the user is still on the screen that resent.
 */
export async function resendWithToast(w: W, op: () => Promise<unknown>, done: string) {
  const still = here(w);
  try {
    await op();
    if (still()) showToast(w.toasts, w.t(done), 'success');
  } catch (e) {
    reportError(w.callbacks, e);
    if (still()) showToast(w.toasts, errorText(e, w.t), 'error');
  }
}

export async function verifyOtp(w: W, code: string) {
  const data = await w.client.otps.authenticate(code, w.m.state.value.formState.otpState.methodId, session(w));
  emit(w.callbacks, E.OTPsAuthenticate, data);
  go(w, 'OTPConfirmation');
}

export async function forgotPassword(w: W, email: string) {
  const next = from(w);
  await resetStart(w, email);
  next('PasswordForgot');
}

const RESET_ERRORS: Record<string, ScreenName> = { reset_password: 'PasswordDedupe', breached_password: 'PasswordBreached' };

export async function passwordLogin(w: W, email: string, password: string) {
  const next = from(w);
  try {
    const data = await w.client.passwords.authenticate({ email, password, ...session(w) });
    emit(w.callbacks, E.PasswordAuthenticate, data);
    go(w, 'PasswordConfirmation');
  } catch (e) {
    // The password must be reset: send the reset email. reset_password (the same password was
    // exposed on another site) shows Dedupe; breached_password shows Breached.
    const to = e instanceof StytchAPIError && RESET_ERRORS[e.error_type];
    if (to) {
      reportError(w.callbacks, e);
      await resetStart(w, email);
      return next(to);
    }
    throw e;
  }
}

export async function passwordCreate(w: W, email: string, password: string) {
  const data = await w.client.passwords.create({ email, password, ...session(w) });
  emit(w.callbacks, E.PasswordCreate, data);
  go(w, 'PasswordConfirmation');
}

export async function resetByEmail(w: W, password: string) {
  const token = w.m.state.value.formState.resetPasswordState.token;
  const data = await w.client.passwords.resetByEmail({ token, password, ...session(w) });
  emit(w.callbacks, E.PasswordResetByEmail, data);
  clearTokenParams();
  go(w, 'PasswordConfirmation');
}

/**
 * 'Login without a password': an email passcode where that is the passwordless product configured,
 * else a magic link ('Check your email!'; with no magic-link options, the project's own redirect URLs).
 */
export async function loginWithoutPassword(w: W, email: string, next = from(w)) {
  if (!has(w.config, 'emailMagicLinks') && otpMethods(w.config).includes('email')) return startOtp(w, 'email', email, next);
  await sendMagicLink(w, email, 'PasswordCheckEmail', next);
}

/** The reset form's 'Login without a password': the reset token logs in as a magic link. */
export async function loginWithResetToken(w: W) {
  const token = w.m.state.value.formState.resetPasswordState.token;
  await w.client.magicLinks.authenticate(token, session(w));
  clearTokenParams();
  go(w, 'PasswordConfirmation');
}

/**
 * The reset form after a refused reset or login (an expired or spent link, which both of its actions
 * send): the link leaves the address and the widget starts again at Main, where the user logs in or
 * asks for a new reset email.
 */
export function startOverFromReset(w: W) {
  clearTokenParams();
  go(w, 'Main');
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
 * A token link's authentication on load (flows.ts authenticateTokenOnLoad, which shows Logging in and
 * any error): magic_links and login tokens as magic links, oauth, impersonation; then Password
 * Confirmation, whose AuthenticateFlowComplete is the host's event (the official SDK sends none of
 * their own). The parameters leave the address either way.
 */
export async function authenticateToken(w: W, { type, token }: { type: string; token: string }) {
  try {
    await (type === 'oauth'
      ? w.client.oauth.authenticate(token, session(w))
      : type === 'impersonation'
        ? w.client.impersonation.authenticate({ impersonation_token: token })
        : w.client.magicLinks.authenticate(token, session(w)));
    go(w, 'PasswordConfirmation');
  } finally {
    clearTokenParams();
  }
}
