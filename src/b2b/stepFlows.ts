// The intents only screens after a first step call (email code, password login and lookup, the
// non-member reset, discovery: the answer's list, direct login, select, exchange, create), loaded with those screens
// (featherlogin.b2b.steps.js); the widget's methods of the same names call them (flows.ts).
import type { B2BAuthResponse, DiscoveredOrganization, Organization } from '../wire/types';
import { CLAIMED_DOMAIN, errorType } from './errors';
import { addEvents, type FlowCtx } from './flows';
import { directLoginTarget, jitAllowed } from './rules-chunks';

addEvents({
  'otps.email.authenticate': 'B2B_OTP_EMAIL_AUTHENTICATE',
  'otps.email.discovery.authenticate': 'B2B_OTP_EMAIL_DISCOVERY_AUTHENTICATE',
  'passwords.authenticate': 'B2B_PASSWORD_AUTHENTICATE',
  'passwords.discovery.authenticate': 'B2B_PASSWORD_DISCOVERY_AUTHENTICATE',
  'discovery.organizations.create': 'B2B_DISCOVERY_ORGANIZATIONS_CREATE',
  'discovery.intermediateSessions.exchange': 'B2B_DISCOVERY_INTERMEDIATE_SESSION_EXCHANGE',
});

/** The intents over the widget's internals (flows.ts hands them over). */
export function stepFlows(c: FlowCtx) {
  const { client, config, s, dispatch, run, t, minutes, pw, orgId, discoveryFlow, primary, canCreateOrganization, startSSO } = c;

  /** Discovery answer: the list (after the project settings, which say whether creating is allowed), direct login or create. */
  async function discovered(email: string, orgs: DiscoveredOrganization[]) {
    await client.bootstrap.getAsync();
    dispatch({ type: 'setDiscovery', email, orgs });
    const direct = directLoginTarget(orgs, config.directLoginForSingleMembership);
    if (direct) return selectOrganization(direct);
    if (!orgs.length && config.directCreateOrganizationForNoMembership && canCreateOrganization()) return createOrganization();
  }

  async function authenticateEmailOtp(code: string): Promise<string | void> {
    const email = s().form.email;
    try {
      if (discoveryFlow()) {
        const r = await run('otps.email.discovery.authenticate', { code, email_address: email });
        await discovered(r.email_address, r.discovered_organizations);
      } else {
        primary(await run('otps.email.authenticate', { code, email_address: email, organization_id: orgId(), session_duration_minutes: minutes() }));
      }
    } catch {
      return t('err.passcode');
    }
  }

  async function passwordLogin(email: string, password: string): Promise<string | void> {
    try {
      if (discoveryFlow()) {
        const r = await run('passwords.discovery.authenticate', { email_address: email, password });
        await discovered(r.email_address, r.discovered_organizations);
      } else {
        primary(await run('passwords.authenticate', { email_address: email, organization_id: orgId(), password, session_duration_minutes: minutes() }));
      }
    } catch {
      return t('err.passwordLogin');
    }
  }

  /**
   * Password-first lookup: is this email a member of the known organization? Yes -> true (show the
   * password field); no -> the non-member reset flow runs and its problem (if any) comes back.
   */
  async function passwordEmailLookup(email: string): Promise<true | string | void> {
    let found = false;
    try {
      found = !!(await run<{ member: unknown }>('searchManager.searchMember', email, orgId())).member;
    } catch {
      return t('err.default');
    }
    dispatch({ type: 'setEmail', email });
    return found ? true : nonMemberReset(email);
  }

  /** A non-member asked for a password: verify the email with a magic link using the reset redirect. */
  async function nonMemberReset(email: string): Promise<string | void> {
    const o = s().flow.organization as Organization;
    if (!jitAllowed(o, email)) return t('err.noAccess', { email, organization: o.organization_name });
    const url = pw().resetPasswordRedirectURL;
    const template = pw().verifyEmailTemplateId;
    try {
      await run('magicLinks.email.loginOrSignup', {
        email_address: email,
        organization_id: o.organization_id,
        login_redirect_url: url,
        signup_redirect_url: url,
        login_template_id: template,
        signup_template_id: template,
      });
      dispatch({ type: 'setEmail', email });
      dispatch({ type: 'transition', screen: 'PasswordResetVerifyConfirmation', push: true });
    } catch {
      return t('err.nonMemberReset');
    }
  }

  /** A discovered organization was chosen (or chosen for the user by direct login). */
  async function selectOrganization(d: DiscoveredOrganization) {
    const methods = d.primary_required?.allowed_auth_methods;
    if (methods) {
      const sso = d.organization.sso_default_connection_id;
      if (methods.length === 1 && methods[0] === 'sso' && sso) return void (await startSSO(sso).catch(() => {}));
      return void dispatch({ type: 'selectDiscovered', discovered: d });
    }
    await intoOrganization(() => run('discovery.intermediateSessions.exchange', { organization_id: d.organization.organization_id, session_duration_minutes: minutes() }));
  }

  const createOrganization = () => intoOrganization(() => run('discovery.organizations.create', { session_duration_minutes: minutes() }));

  async function intoOrganization(call: () => Promise<B2BAuthResponse>) {
    dispatch({ type: 'loading', on: true });
    try {
      primary(await call());
    } catch (e) {
      dispatch({ type: 'error', errorType: errorType(e) === CLAIMED_DOMAIN ? 'claimedDomain' : 'default', canGoBack: true });
    }
  }

  return { discovered, authenticateEmailOtp, passwordLogin, passwordEmailLookup, nonMemberReset, selectOrganization, createOrganization };
}
