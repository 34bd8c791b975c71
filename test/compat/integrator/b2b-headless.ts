// A B2B app on the headless client: discovery and organization logins, MFA, state.
import { StytchAPIError, StytchB2BHeadlessClient } from '@stytch/vanilla-js/b2b/headless';
import type { Member, MemberSession, Organization } from '@stytch/vanilla-js/b2b/headless';

const stytch = new StytchB2BHeadlessClient('public-token-test-00000000-0000-0000-0000-000000000000');

export async function flows(email: string, organizationId: string, memberId: string, token: string, code: string, password: string) {
  await stytch.magicLinks.email.discovery.send({ email_address: email, discovery_redirect_url: 'https://example.com/authenticate' });
  const discovered = await stytch.magicLinks.discovery.authenticate({ discovery_magic_links_token: token });
  for (const d of discovered.discovered_organizations) console.log(d.organization.organization_name, d.membership.type);
  const exchanged = await stytch.discovery.intermediateSessions.exchange({ organization_id: organizationId, session_duration_minutes: 60 });
  console.log(exchanged.member_authenticated, exchanged.intermediate_session_token);
  await stytch.discovery.organizations.create({ organization_name: 'Acme', organization_slug: 'acme', session_duration_minutes: 60 });

  await stytch.magicLinks.email.loginOrSignup({ email_address: email, organization_id: organizationId });
  await stytch.magicLinks.authenticate({ magic_links_token: token, session_duration_minutes: 60 });

  await stytch.otps.email.loginOrSignup({ email_address: email, organization_id: organizationId });
  await stytch.otps.email.authenticate({ email_address: email, organization_id: organizationId, code, session_duration_minutes: 60 });
  await stytch.otps.email.discovery.send({ email_address: email });
  await stytch.otps.email.discovery.authenticate({ email_address: email, code });

  const pw = await stytch.passwords.authenticate({
    email_address: email,
    organization_id: organizationId,
    password,
    session_duration_minutes: 60,
  });
  if (pw.mfa_required) {
    await stytch.otps.sms.send({ organization_id: organizationId, member_id: memberId });
    await stytch.otps.sms.authenticate({ organization_id: organizationId, member_id: memberId, code, session_duration_minutes: 60 });
  }
  await stytch.passwords.resetByEmailStart({ email_address: email, organization_id: organizationId });
  await stytch.passwords.resetByEmail({ password_reset_token: token, password, session_duration_minutes: 60 });
  await stytch.passwords.strengthCheck({ email_address: email, password });

  await stytch.totp.create({ organization_id: organizationId, member_id: memberId });
  await stytch.totp.authenticate({ organization_id: organizationId, member_id: memberId, code, session_duration_minutes: 60 });
  await stytch.recoveryCodes.recover({
    organization_id: organizationId,
    member_id: memberId,
    recovery_code: code,
    session_duration_minutes: 60,
  });

  await stytch.sso.start({ connection_id: 'saml-connection-test-0', login_redirect_url: 'https://example.com/authenticate' });
  await stytch.sso.authenticate({ sso_token: token, session_duration_minutes: 60 });
  await stytch.oauth.google.start({ organization_id: organizationId });
  await stytch.oauth.google.discovery.start({ discovery_redirect_url: 'https://example.com/authenticate' });
  await stytch.oauth.authenticate({ oauth_token: token, session_duration_minutes: 60 });

  await stytch.self.update({ name: 'Ada' });
  const found = await stytch.organization.members.search({
    query: { operator: 'AND', operands: [{ filter_name: 'member_emails', filter_value: [email] }] },
  });
  console.log(found.members.length);
  console.log(stytch.rbac.isAuthorizedSync('documents', 'read'), await stytch.rbac.allPermissions());
  const bySlug = await stytch.organization.getBySlug({ organization_slug: 'acme' });
  console.log(bySlug.organization?.organization_id);
}

export function state() {
  const session: MemberSession | null = stytch.session.getSync();
  const member: Member | null = stytch.self.getSync();
  const organization: Organization | null = stytch.organization.getSync();
  const tokens = stytch.session.getTokens();
  const off = stytch.session.onChange((s) => console.log(s?.member_id));
  const offMember = stytch.self.onChange((m) => console.log(m?.email_address));
  off();
  offMember();
  return { session, member, organization, tokens };
}

export async function sessions() {
  try {
    await stytch.session.authenticate({ session_duration_minutes: 60 });
    await stytch.session.exchange({ organization_id: 'organization-test-0', session_duration_minutes: 60 });
    await stytch.session.revoke();
  } catch (e) {
    if (e instanceof StytchAPIError) console.log(e.error_type);
  }
}
