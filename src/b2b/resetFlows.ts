// The password-reset intents (reset email, new password by token or session), loaded with the
// reset screens (featherlogin.b2b.reset.js); the widget's methods of the same names call them.
import { errorText } from '../ui/error-text';
import { addEvents, type FlowCtx } from './flows';

addEvents({
  'passwords.resetByEmailStart': 'B2B_PASSWORD_RESET_BY_EMAIL_START',
  'passwords.resetByEmail': 'B2B_PASSWORD_RESET_BY_EMAIL',
  'passwords.resetBySession': 'B2B_PASSWORD_RESET_BY_SESSION',
  'passwords.discovery.resetByEmailStart': 'B2B_PASSWORD_DISCOVERY_RESET_BY_EMAIL_START',
  'passwords.discovery.resetByEmail': 'B2B_PASSWORD_DISCOVERY_RESET_BY_EMAIL',
});

/** The intents over the widget's internals (flows.ts hands them over). */
export function resetFlows(c: FlowCtx) {
  const { s, dispatch, run, t, minutes, pw, orgId, discoveryFlow, primary, discovered, removeTokenParams, nonMemberReset } = c;
  /** PasswordForgotForm (and the resend on PasswordSetNewConfirmation). */
  async function forgotPassword(email: string): Promise<string | void> {
    const common = {
      email_address: email,
      reset_password_redirect_url: pw().resetPasswordRedirectURL,
      reset_password_expiration_minutes: pw().resetPasswordExpirationMinutes,
      reset_password_template_id: pw().resetPasswordTemplateId,
      verify_email_template_id: pw().verifyEmailTemplateId,
    };
    try {
      if (discoveryFlow()) {
        await run('passwords.discovery.resetByEmailStart', { ...common, discovery_redirect_url: pw().discoveryRedirectURL });
      } else {
        const { member } = await run<{ member: unknown }>('searchManager.searchMember', email, orgId());
        if (!member) return nonMemberReset(email);
        await run('passwords.resetByEmailStart', { ...common, organization_id: orgId(), login_redirect_url: pw().loginRedirectURL });
      }
      dispatch({ type: 'setEmail', email });
      if (s().screen !== 'PasswordSetNewConfirmation') dispatch({ type: 'transition', screen: 'PasswordSetNewConfirmation', push: true });
    } catch (e) {
      return errorText(e, t) || t('err.default');
    }
  }

  /** PasswordResetForm submit, by token type. */
  async function resetPassword(password: string): Promise<string | void> {
    const r = s().reset;
    try {
      if (r?.tokenType === 'multi_tenant_passwords') {
        primary(await run('passwords.resetByEmail', { password_reset_token: r.token, password, session_duration_minutes: minutes() }));
        removeTokenParams(); // the reset token is spent: out of the address bar (spec section 2)
      } else if (r?.tokenType === 'discovery') {
        const d = await run('passwords.discovery.resetByEmail', { password_reset_token: r.token, password });
        removeTokenParams();
        await discovered(d.email_address, d.discovered_organizations);
      } else {
        await run('passwords.resetBySession', { password, session_duration_minutes: minutes() });
        dispatch({ type: 'transition', screen: 'LoggedIn' });
      }
    } catch (e) {
      return errorText(e, t) || t('err.default');
    }
  }

  return { forgotPassword, resetPassword };
}
