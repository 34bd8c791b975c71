// SSO through an emulated identity provider: GET /v1/public/sso/start?connection_id&public_token&
// pkce_code_challenge&login_redirect_url&signup_redirect_url shows the connection's sign-in page;
// its form POST redirects to the login (or signup) URL with ?stytch_token_type=sso&token=...
// Also sso/authenticate (just-in-time by the organization's sso_jit_provisioning) and connection
// discovery by email.
import { b2b as r } from '../../../wire/routes';
import type { ProjectConfig } from '../../config';
import type { Emu } from '../../context';
import { fail, projectFor } from '../../errors';
import { factor, finish, priorFor } from '../../b2b/auth';
import { allOrgs, domainOf, memberByEmail, memberFor, membersByEmail, membersOf, saveMember, type OrgDoc } from '../../b2b/store';
import { errorPage, identityPage } from '../../provider-pages';
import { feature, redirect, type Endpoint } from '../../registry';
import { EMAIL } from '../../schema';
import { issueToken, peekToken, spendToken } from '../../tokens';
import { checkPKCE, redirectURL, withToken } from '../consumer/common';

interface SSOToken {
  connection_id: string;
  organization_id: string;
  email_address: string;
  name: string;
  challenge?: string;
}

/** A connection is active unless it is still being set up (pending: the IdP's values are not all in). */
const isActive = (c: { status?: string }) => (c.status ?? 'active') === 'active';

/** The organization owning an active SSO connection. */
function connection(emu: Emu, project: ProjectConfig, connection_id: string) {
  for (const org of allOrgs(emu, project)) {
    const c = org.sso_active_connections.find((x) => x.connection_id === connection_id);
    if (c && !isActive(c)) throw fail('requires_active_sso_connection');
    if (c) return { org, c };
  }
  throw fail('sso_connection_not_found');
}

function startParams(emu: Emu, get: (k: string) => string | undefined) {
  const project = projectFor(emu, get('public_token'), 'B2B');
  if (!project.products.includes('sso')) throw fail('endpoint_not_authorized_for_sdk', 'Product: sso.');
  const { org, c } = connection(emu, project, get('connection_id') || '');
  const challenge = get('pkce_code_challenge');
  if (project.pkce.sso && !challenge) throw fail('invalid_pkce_code_challenge');
  return {
    project,
    org,
    c,
    challenge,
    login: redirectURL(project, 'login', get('login_redirect_url')),
    signup: redirectURL(project, 'signup', get('signup_redirect_url')),
  };
}

/** sso_jit_provisioning: ALL_ALLOWED lets anyone the IdP vouches for join; RESTRICTED only through the allowed connections. */
function ssoJoin(org: OrgDoc, connection_id: string): string | null {
  if (org.sso_jit_provisioning === 'ALL_ALLOWED') return null;
  if (org.sso_jit_provisioning === 'RESTRICTED' && org.sso_jit_provisioning_allowed_connections.includes(connection_id)) return null;
  return 'invalid_connection_for_jit_provisioning';
}

const endpoints: Endpoint[] = [
  {
    route: r.ssoAuthenticate,
    vertical: 'B2B',
    product: 'sso',
    body: { pkce_code_verifier: 'string?', intermediate_session_token: 'string?' },
    handle(req) {
      const t = peekToken<SSOToken>(req.emu, req.project, 'b2b_sso', req.body.sso_token);
      if (!t) throw fail('sso_token_not_found');
      checkPKCE(req.project.pkce.sso, t.challenge, req.body.pkce_code_verifier);
      spendToken(req.emu, req.body.sso_token);
      const { org, c } = connection(req.emu, req.project, t.connection_id);
      const { member } = memberFor(req.emu, org, t.email_address, () => ssoJoin(org, c.connection_id), { name: t.name });
      if (!member.name && t.name) {
        member.name = t.name;
        saveMember(req.emu, member);
      }
      const f = factor(req, 'sso', `sso_${c.type === 'oidc' ? 'oidc' : 'saml'}`, {
        sso_factor: {
          sso_registration_id: `sso-registration-${member.member_id}`,
          provider_id: c.connection_id,
          external_id: t.email_address.toLowerCase(),
        },
      });
      return finish(req, org, member, [f], {
        minutes: req.body.session_duration_minutes,
        prior: priorFor(req, member, false),
        extra: { reset_session: false },
      });
    },
  },
  {
    // The connections of organizations this email belongs to or whose allowed domains include it.
    route: r.ssoDiscoverConnections,
    vertical: 'B2B',
    product: 'sso',
    handle(req) {
      const email: string = req.body.email_address;
      const mine = new Set(membersByEmail(req.emu, req.project, email).map((m) => m.organization_id));
      const connections = allOrgs(req.emu, req.project)
        .filter((o) => mine.has(o.organization_id) || o.email_allowed_domains.map((d) => d.toLowerCase()).includes(domainOf(email)))
        .flatMap((o) =>
          o.sso_active_connections.filter(isActive).map(({ connection_id, display_name, identity_provider }) => ({
            connection_id,
            display_name,
            identity_provider,
          })),
        );
      return { connections };
    },
  },
];

export default feature({
  endpoints,
  errors: { requires_active_sso_connection: [400, 'The SSO connection is not active yet: its identity provider values are incomplete.'] },
  pages: [
    {
      method: 'GET',
      path: '/v1/public/sso/start',
      handle({ emu, res, url }) {
        let s;
        try {
          s = startParams(emu, (k) => url.searchParams.get(k) || undefined);
        } catch (e) {
          return errorPage(res, e);
        }
        identityPage(res, {
          title: `Sign in to ${s.c.display_name}`,
          intro: `This is the emulator's stand-in for the ${s.c.identity_provider} identity provider of ${s.org.organization_name}.`,
          action: '/v1/public/sso/callback',
          query: url.searchParams,
          picks: membersOf(emu, s.org),
          picksHeading: 'Directory',
          otherHeading: 'Another person',
          submit: 'Sign in',
        });
      },
    },
    {
      method: 'POST',
      path: '/v1/public/sso/callback',
      async handle({ emu, res, form }) {
        try {
          const f = await form();
          const s = startParams(emu, (k) => f[k] || undefined);
          const email = (f.email || '').trim();
          if (!EMAIL.test(email)) throw fail('invalid_email');
          const token = issueToken<SSOToken>(
            emu,
            s.project,
            'b2b_sso',
            {
              connection_id: s.c.connection_id,
              organization_id: s.org.organization_id,
              email_address: email,
              name: f.name || '',
              challenge: s.challenge,
            },
            10,
          );
          const known = memberByEmail(emu, s.org, email);
          redirect(res, withToken(known?.status === 'active' ? s.login : s.signup, 'sso', token));
        } catch (e) {
          errorPage(res, e);
        }
      },
    },
  ],
});
