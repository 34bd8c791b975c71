// The operations of the screens after a first step (code entry, password screens, reset form),
// loaded with them (featherlogin.steps.js): one API call each, then the host event and the
// transition of spec section 4, as in flows.ts.
import { StytchAPIError } from '../core/errors';
import { errorText } from '../ui/error-text';
import { emit, reportError } from '../ui/events';
import { StytchEventType as E } from '../core/enums';
import { has } from './config';
import type { W } from './context';
import { clearTokenParams, go, resetStart, sendMagicLink, session, startOtp } from './flows';
import { Screen, type ScreenName } from './machine';

/** A resend button's action: the call, then the `done` toast (a catalogue key), or the error reported and toasted. */
export async function resendWithToast(w: W, op: () => Promise<unknown>, done: string) {
  try {
    await op();
    w.toasts.show(w.t(done), 'success');
  } catch (e) {
    reportError(w.callbacks, e);
    w.toasts.show(errorText(e, w.t), 'error');
  }
}

export async function verifyOtp(w: W, code: string) {
  const data = await w.client.otps.authenticate(code, w.m.state.value.formState.otpState.methodId, session(w));
  emit(w.callbacks, E.OTPsAuthenticate, data);
  go(w, Screen.OTPConfirmation);
}

export async function forgotPassword(w: W, email: string) {
  await resetStart(w, email);
  go(w, Screen.PasswordForgot);
}

const RESET_ERRORS: Record<string, ScreenName> = { reset_password: Screen.PasswordDedupe, breached_password: Screen.PasswordBreached };

export async function passwordLogin(w: W, email: string, password: string) {
  try {
    const data = await w.client.passwords.authenticate({ email, password, ...session(w) });
    emit(w.callbacks, E.PasswordAuthenticate, data);
    go(w, Screen.PasswordConfirmation);
  } catch (e) {
    // The password must be reset: send the reset email. reset_password (the same password was
    // exposed on another site) shows Dedupe; breached_password shows Breached.
    const next = e instanceof StytchAPIError && RESET_ERRORS[e.error_type];
    if (next) {
      reportError(w.callbacks, e);
      await resetStart(w, email);
      return go(w, next);
    }
    throw e;
  }
}

export async function passwordCreate(w: W, email: string, password: string) {
  const data = await w.client.passwords.create({ email, password, ...session(w) });
  emit(w.callbacks, E.PasswordCreate, data);
  go(w, Screen.PasswordConfirmation);
}

export async function resetByEmail(w: W, password: string) {
  const token = w.m.state.value.formState.resetPasswordState.token;
  const data = await w.client.passwords.resetByEmail({ token, password, ...session(w) });
  emit(w.callbacks, E.PasswordResetByEmail, data);
  clearTokenParams();
  go(w, Screen.PasswordConfirmation);
}

/** 'Login without a password': a magic link ('Check your email!') or an email passcode. */
export async function loginWithoutPassword(w: W, email: string) {
  if (has(w.config, 'emailMagicLinks')) return sendMagicLink(w, email, Screen.PasswordCheckEmail);
  await startOtp(w, 'email', email);
}

/** The reset form's 'Login without a password': the reset token logs in as a magic link. */
export async function loginWithResetToken(w: W) {
  const token = w.m.state.value.formState.resetPasswordState.token;
  await w.client.magicLinks.authenticate(token, session(w));
  clearTokenParams();
  go(w, Screen.PasswordConfirmation);
}
