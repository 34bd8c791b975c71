// Password-reset intents (reset chunk, featherlogin.b2b.reset.js): the reset email, a new password
// by token or session.
import { failure } from './failure';
import { call, inSteps, removeTokenParams, type Widget, show } from '../widget';
import { passwordOptions, isDiscovery, minutes, orgId, primary, here } from './core';
import { StytchEventType as E } from '../../core/enums';

/** PasswordForgotForm (and the resend on PasswordSetNewConfirmation). */
export async function forgotPassword(w: Widget, email: string): Promise<string | void> {
  const pw = passwordOptions(w);
  const common = {
    email_address: email,
    reset_password_redirect_url: pw.resetPasswordRedirectURL,
    reset_password_expiration_minutes: pw.resetPasswordExpirationMinutes,
    reset_password_template_id: pw.resetPasswordTemplateId,
    verify_email_template_id: pw.verifyEmailTemplateId,
    locale: pw.locale,
  };
  // An answer after the user left (Back) draws nothing: no email put back, no screen.
  const still = here(w);
  try {
    if (isDiscovery(w)) {
      await call(w, E.B2BPasswordDiscoveryResetStart, (c) =>
        c.passwords.discovery.resetByEmailStart({ ...common, discovery_redirect_url: pw.discoveryRedirectURL }),
      );
    } else {
      const { member } = await call(w, null, (c) => c.searchManager.searchMember(email, orgId(w)));
      if (!still()) return;
      if (!member) return inSteps(w, (m) => m.nonMemberReset(w, email));
      await call(w, E.B2BPasswordResetByEmailStart, (c) =>
        c.passwords.resetByEmailStart({ ...common, organization_id: orgId(w), login_redirect_url: pw.loginRedirectURL }),
      );
    }
    if (!still()) return;
    w.dispatch({ type: 'setEmail', email });
    if (w.state.value.screen !== 'PasswordSetNewConfirmation') show(w, 'PasswordSetNewConfirmation', true);
  } catch (e) {
    if (still()) return failure(w, e);
  }
}

/**
 * PasswordResetForm after a refused reset (an expired or spent link): the link leaves the address
 * and the widget starts again at Main (whose organization flow fetches its organization), where
 * the user logs in or asks for a new reset email.
 */
export function startOver(w: Widget) {
  removeTokenParams();
  show(w, 'Main');
}

/** PasswordResetForm submit, by token type. */
export async function resetPassword(w: Widget, password: string): Promise<string | void> {
  const r = w.state.value.reset;
  const session_duration_minutes = minutes(w);
  try {
    if (r?.tokenType === 'multi_tenant_passwords') {
      const resp = await call(w, E.B2BPasswordResetByEmail, (c) =>
        c.passwords.resetByEmail({ password_reset_token: r.token, password, session_duration_minutes }),
      );
      primary(w, resp);
      removeTokenParams(); // the reset token is spent: out of the address bar (spec section 2)
    } else if (r?.tokenType === 'discovery') {
      const d = await call(w, E.B2BDiscoveryPasswordReset, (c) =>
        c.passwords.discovery.resetByEmail({ password_reset_token: r.token, password }),
      );
      removeTokenParams();
      await inSteps(
        w,
        (m) => m.discovered(w, d.email_address, d.discovered_organizations),
        () => w.dispatch({ type: 'error', errorType: 'default', canGoBack: true }),
      );
    } else {
      await call(w, E.B2BPasswordResetBySession, (c) => c.passwords.resetBySession({ password, session_duration_minutes }));
      show(w, 'LoggedIn');
    }
  } catch (e) {
    return failure(w, e);
  }
}
