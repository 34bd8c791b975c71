// Intents of the screens after a first step (steps chunk, featherlogin.b2b.steps.js): email code,
// password login and lookup, the non-member reset, and discovery (the answer's list, direct login,
// select, exchange, create). Main's password form and the other chunks reach them with later().
import { isLockedCode } from '../../ui/error-text';
import type { B2BAuthResponse, DiscoveredOrganization } from '../../wire/types';
import { CLAIMED_DOMAIN, errorType } from '../errors';
import { directLoginTarget, jitAllowed } from '../rules-steps';
import { codeFailure, type CodeAnswer } from './code';
import { startSSO } from './start';
import { call, organization, type Widget, show } from '../widget';
import { advance, canCreateOrganization, isDiscovery, minutes, orgId, passwordOptions, primary, here } from './core';
import { StytchEventType as E } from '../../core/enums';

/** Discovery answer: the list (after the project settings, which say whether creating is allowed), direct login or create. */
export async function discovered(w: Widget, email: string, orgs: DiscoveredOrganization[]) {
  await w.client.bootstrap.getAsync();
  advance(w, { type: 'setDiscovery', email, orgs });
  const direct = directLoginTarget(orgs, w.config.directLoginForSingleMembership);
  if (direct) return selectOrganization(w, direct);
  if (!orgs.length && w.config.directCreateOrganizationForNoMembership && canCreateOrganization(w)) return createOrganization(w);
}

export async function authenticateEmailOtp(w: Widget, code: string): Promise<CodeAnswer> {
  const email = w.state.value.form.email;
  try {
    if (isDiscovery(w)) {
      const r = await call(w, E.B2BOTPsEmailDiscoveryAuthenticate, (c) =>
        c.otps.email.discovery.authenticate({ code, email_address: email }),
      );
      await discovered(w, r.email_address, r.discovered_organizations);
    } else {
      const r = await call(w, E.B2BOTPsEmailAuthenticate, (c) =>
        c.otps.email.authenticate({ code, email_address: email, organization_id: orgId(w), session_duration_minutes: minutes(w) }),
      );
      primary(w, r);
    }
  } catch (e) {
    return codeFailure(w, e);
  }
}

export async function passwordLogin(w: Widget, email: string, password: string): Promise<string | void> {
  try {
    if (isDiscovery(w)) {
      const r = await call(w, E.B2BPasswordDiscoveryAuthenticate, (c) =>
        c.passwords.discovery.authenticate({ email_address: email, password }),
      );
      await discovered(w, r.email_address, r.discovered_organizations);
    } else {
      const r = await call(w, E.B2BPasswordAuthenticate, (c) =>
        c.passwords.authenticate({ email_address: email, organization_id: orgId(w), password, session_duration_minutes: minutes(w) }),
      );
      primary(w, r);
    }
  } catch (e) {
    // Too many failed attempts locked the member: 'try again' would only fail again.
    return w.t(isLockedCode(e) ? 'ui.errorType.user_lock_limit_reached' : 'err.passwordLogin');
  }
}

/**
 * Password-first lookup: is this email a member of the known organization? Yes -> true (show the
 * password field); no -> the non-member reset flow runs and its problem (if any) comes back.
 */
export async function passwordEmailLookup(w: Widget, email: string): Promise<true | string | void> {
  const still = here(w); // Back meanwhile: the answer draws nothing
  let found = false;
  try {
    found = !!(await call(w, null, (c) => c.searchManager.searchMember(email, orgId(w)))).member;
  } catch {
    return still() ? w.t('err.default') : undefined;
  }
  if (!still()) return;
  w.dispatch({ type: 'setEmail', email });
  return found ? true : nonMemberReset(w, email);
}

/** A non-member asked for a password: verify the email with a magic link using the reset redirect. */
export async function nonMemberReset(w: Widget, email: string): Promise<string | void> {
  const o = organization(w);
  if (!o) return w.t('err.default');
  if (!jitAllowed(o, email)) return w.t('err.noAccess', { email, organization: o.organization_name });
  const url = passwordOptions(w).resetPasswordRedirectURL;
  const template = passwordOptions(w).verifyEmailTemplateId;
  const still = here(w); // Back meanwhile: the answer draws nothing
  try {
    await call(w, E.B2BMagicLinkEmailLoginOrSignup, (c) =>
      c.magicLinks.email.loginOrSignup({
        email_address: email,
        organization_id: o.organization_id,
        login_redirect_url: url,
        signup_redirect_url: url,
        login_template_id: template,
        signup_template_id: template,
        locale: passwordOptions(w).locale,
      }),
    );
    if (!still()) return;
    w.dispatch({ type: 'setEmail', email });
    show(w, 'PasswordResetVerifyConfirmation', true);
  } catch {
    if (still()) return w.t('err.nonMemberReset');
  }
}

/** A discovered organization was chosen (or chosen for the user by direct login). */
export async function selectOrganization(w: Widget, d: DiscoveredOrganization) {
  const methods = d.primary_required?.allowed_auth_methods;
  if (methods) {
    const sso = d.organization.sso_default_connection_id;
    // SSO starts at once only when it is the only method the organization allows.
    if (methods.length === 1 && methods[0] === 'sso' && sso) return void (await startSSO(w, sso).catch(() => {}));
    return advance(w, { type: 'selectDiscovered', discovered: d });
  }
  await intoOrganization(w, () =>
    call(w, E.B2BDiscoveryIntermediateSessionExchange, (c) =>
      c.discovery.intermediateSessions.exchange({ organization_id: d.organization.organization_id, session_duration_minutes: minutes(w) }),
    ),
  );
}

export const createOrganization = (w: Widget) =>
  intoOrganization(w, () =>
    call(w, E.B2BDiscoveryOrganizationsCreate, (c) => c.discovery.organizations.create({ session_duration_minutes: minutes(w) })),
  );

async function intoOrganization(w: Widget, auth: () => Promise<B2BAuthResponse>) {
  w.dispatch({ type: 'loading', on: true });
  try {
    primary(w, await auth());
  } catch (e) {
    w.dispatch({ type: 'error', errorType: errorType(e) === CLAIMED_DOMAIN ? 'claimedDomain' : 'default', canGoBack: true });
  }
}
