// The steps half of the B2B widget's state machine (machine.ts): the transitions of section 4 that
// only follow a first step (the discovery list and a pick from it, an email code sent, a primary
// success). It travels with the steps chunk, whose intents dispatch these actions through advance()
// (intents/core.ts), which joins it to the widget's store first; a primary success that needs a second
// factor goes on to the MFA half (machine-mfa.ts) or waits for it on MFALoad. Pure, like the rest of the machine.
import type { B2BAuthResponse } from '../wire/types';
import { go, type MfaPart, type PrimarySuccess, type State, type StepsAction, toError } from './machine';

export const EMAIL_OTP_VALIDITY_MS = 10 * 60_000;

/** A primary success that is neither a session nor a primary-auth requirement needs a second factor (MFA half). */
export const needsMfa = (r: B2BAuthResponse) => !r.member_session && !r.primary_required;

export function reduceSteps(s: State, a: StepsAction, mfa?: MfaPart): State {
  switch (a.type) {
    case 'setDiscovery':
      return { ...go(s, 'Discovery'), history: [], form: { ...s.form, discovery: { email: a.email, orgs: a.orgs } } };
    case 'selectDiscovered': {
      const d = a.discovered;
      const methods = d.primary_required?.allowed_auth_methods ?? [];
      const next: State = {
        ...s,
        flow: { type: 'Organization', organization: d.organization },
        // Verified as the member's record says (Main's 'Verify your email' rule); no member yet: unverified.
        primary: { methods, email: s.form.discovery.email || null, verified: !!d.membership.member?.email_address_verified },
      };
      // No method allowed: the error, whose Back returns to Discovery's Main (that organization's would
      // offer a form the server refuses, with no way back to the list).
      if (!methods.length) return toError(s, 'cannotJoin', true, { organization: d.organization.organization_name });
      return go(next, 'Main', true);
    }
    case 'emailOtpSent':
      // A resend stays on the entry screen with a fresh expiry.
      return { ...go(s, 'EmailOTPEntry', s.screen !== 'EmailOTPEntry'), form: { ...s.form, otpExpiry: a.now + EMAIL_OTP_VALIDITY_MS } };
    case 'primarySuccess':
      // Before the MFA half is in, the success waits as data on MFALoad, the MFA chunk's screen that
      // hands the half over and dispatches it again (a failed load there offers Retry: ui/lazy.tsx).
      if (!needsMfa(a.resp)) return primarySuccess(s, a);
      return mfa ? mfa(s, a) : { ...go(s, 'MFALoad'), pending: a };
  }
}

/** A primary success without a second factor: a member session, or a primary-auth requirement. */
function primarySuccess(s: State, a: PrimarySuccess): State {
  const r = a.resp;
  const org = r.organization;
  const member = r.member;
  if (r.member_session || !r.primary_required) {
    return {
      ...go(s, a.toReset ? 'PasswordResetForm' : 'LoggedIn'),
      history: [],
      mfa: null,
      flow: { ...s.flow, organization: org ?? s.flow.organization },
    };
  }
  const methods = r.primary_required.allowed_auth_methods.filter((m) => m !== 'password' || !!member?.member_password_id);
  const next: State = {
    ...s,
    flow: { type: 'Organization', organization: org },
    primary: { methods, email: member?.email_address ?? null, verified: !!member?.email_address_verified },
    form: { ...s.form, email: member?.email_address ?? s.form.email, passwordEmail: member?.email_address ?? s.form.passwordEmail },
  };
  if (!methods.length) return toError(next, 'cannotJoin', false, { organization: org.organization_name });
  return go(next, 'Main');
}
