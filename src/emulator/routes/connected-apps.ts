// Connected apps (the 6.x SDK methods): the identity-provider clients a user or member has granted
// scopes through the consent screen (idp/consent.ts's grants), listing and revoking them (one's own;
// an organization's members' by a member of that organization), the organization's apps, and trading
// a connected app's access token (the JWT the token endpoint issues, idp/claims.ts) back for a session,
// which needs the `full_access` scope and a grant that still stands.
import { b2b, consumer } from '../../wire/routes';
import { factor as b2bFactor, finish, sessionMember } from '../b2b/auth';
import { getOrg, membersOf, mustGetMember, type OrgDoc } from '../b2b/store';
import type { ProjectConfig } from '../config';
import type { Emu, Req } from '../context';
import { fail } from '../errors';
import { asksConsent, grantsOf, revokeGrant } from '../idp/consent';
import { clientOf, type Client } from '../idp/registry';
import { verifyJWT } from '../jwt';
import { feature } from '../registry';
import { mustGetUser } from '../users';
import { authAnswer, factor } from './consumer/common';

/** A registered client's public face (both the user's and the organization's lists). */
const app = (c: Client) => ({
  connected_app_id: c.client_id,
  name: c.client_name,
  description: c.client_description ?? '',
  client_type: c.client_type,
  ...(c.client_logo_url ? { logo_url: c.client_logo_url } : {}),
});

/** The apps these subjects granted, each with its scopes; a grant whose client left the config is skipped. */
function grantedApps(emu: Emu, p: ProjectConfig, subject: string) {
  return grantsOf(emu, p, [subject]).flatMap((g) => {
    try {
      return [{ ...app(clientOf(p, g.client_id)), scopes_granted: g.scopes.join(' ') }];
    } catch {
      return [];
    }
  });
}

const NOT_GRANTED = 'None with this ID has been granted access.';

function revoke(req: Req, subject: string) {
  if (!revokeGrant(req.emu, req.project, subject, req.params.connected_app_id)) throw fail('connected_app_not_found', NOT_GRANTED);
  return {};
}

/** Another member of the caller's own organization. */
const orgMember = (req: Req, org: OrgDoc) => mustGetMember(req.emu, req.project, org.organization_id, req.params.member_id);

/** The organization's connected apps: those any of its members granted. */
function orgApps(req: Req, org: OrgDoc) {
  const members = membersOf(req.emu, org).map((m) => m.member_id);
  const grants = grantsOf(req.emu, req.project, members);
  const ids = [...new Set(grants.map((g) => g.client_id))];
  return { ids, grants };
}

/** The session factor of an access-token exchange: `oauth_access_token_exchange` with the client, as the official 6.x types have it. */
const exchangeFactor = <F>(
  req: Req,
  make: (req: Req, type: string, delivery: string, extra: Record<string, unknown>) => F,
  client_id: string,
) => make(req, 'oauth_access_token_exchange', 'oauth_access_token_exchange', { oauth_access_token_exchange_factor: { client_id } });

/**
 * An access token's claims: signed by the emulator (else idp_access_token_not_found), unexpired (else
 * idp_access_token_expired), of this vertical, of a registered client (connected_app_not_found), with
 * full_access (oauth_access_token_exchange_missing_full_access), and (a client that asks for consent)
 * a grant that still stands (connected_app_consent_revoked).
 */
function accessGrant(req: Req, kind: 'user' | 'member') {
  const token = String(req.body.access_token);
  const claims = verifyJWT(req.emu, token);
  if (!claims) throw verifyJWT(req.emu, token, true) ? fail('idp_access_token_expired') : fail('idp_access_token_not_found');
  if (!claims.client_id || !claims.sub || (kind === 'member') !== !!claims['https://stytch.com/organization'])
    throw fail('idp_access_token_not_found', `It is not a ${kind}'s access token.`);
  let c: Client;
  try {
    c = clientOf(req.project, claims.client_id);
  } catch {
    throw fail('connected_app_not_found', "The access token's client is no longer registered.");
  }
  if (
    !String(claims.scope ?? '')
      .split(' ')
      .includes('full_access')
  )
    throw fail('oauth_access_token_exchange_missing_full_access');
  if (asksConsent(c) && !grantsOf(req.emu, req.project, [claims.sub]).some((g) => g.client_id === c.client_id))
    throw fail('connected_app_consent_revoked');
  return claims;
}

export default feature({
  // connected_app_not_found is the identity provider's (idp/errors.ts).
  errors: {
    idp_access_token_not_found: [404, 'The access token could not be found: it is not one the identity provider issued.'],
    idp_access_token_expired: [401, 'The access token has expired.'],
    connected_app_consent_revoked: [401, "The connected app's access was revoked. Complete another authorization flow to grant it again."],
    oauth_access_token_exchange_missing_full_access: [
      400,
      'The access token must carry the full_access scope to be exchanged for a session.',
    ],
  },
  endpoints: [
    {
      route: consumer.usersConnectedApps,
      vertical: 'CONSUMER',
      auth: 'session',
      handle: (req) => ({ connected_apps: grantedApps(req.emu, req.project, req.session!.subject_id) }),
    },
    {
      route: consumer.usersRevokeConnectedApp,
      vertical: 'CONSUMER',
      auth: 'session',
      handle: (req) => revoke(req, req.session!.subject_id),
    },
    {
      route: consumer.sessionsExchangeAccessToken,
      vertical: 'CONSUMER',
      handle(req) {
        const claims = accessGrant(req, 'user');
        const user = mustGetUser(req.emu, req.project, claims.sub);
        // The factor as the official 6.x types spell it (AccessTokenExchangeFactor).
        return authAnswer(req, user, exchangeFactor(req, factor, claims.client_id), req.body.session_duration_minutes);
      },
    },
    {
      route: b2b.selfConnectedApps,
      vertical: 'B2B',
      auth: 'session',
      handle: (req) => ({ connected_apps: grantedApps(req.emu, req.project, sessionMember(req).member.member_id) }),
    },
    {
      route: b2b.selfRevokeConnectedApp,
      vertical: 'B2B',
      auth: 'session',
      handle: (req) => revoke(req, sessionMember(req).member.member_id),
    },
    {
      route: b2b.membersConnectedApps,
      vertical: 'B2B',
      auth: 'session',
      handle(req) {
        const m = orgMember(req, sessionMember(req).org);
        return { connected_apps: grantedApps(req.emu, req.project, m.member_id) };
      },
    },
    {
      route: b2b.membersRevokeConnectedApp,
      vertical: 'B2B',
      auth: 'session',
      handle: (req) => revoke(req, orgMember(req, sessionMember(req).org).member_id),
    },
    {
      route: b2b.organizationsConnectedApps,
      vertical: 'B2B',
      auth: 'session',
      handle(req) {
        const { ids } = orgApps(req, sessionMember(req).org);
        return { connected_apps: ids.flatMap((i) => [app(clientOf(req.project, i))]) };
      },
    },
    {
      route: b2b.organizationsConnectedApp,
      vertical: 'B2B',
      auth: 'session',
      handle(req) {
        const { grants } = orgApps(req, sessionMember(req).org);
        const mine = grants.filter((g) => g.client_id === req.params.connected_app_id);
        if (!mine.length) throw fail('connected_app_not_found', NOT_GRANTED);
        return {
          ...app(clientOf(req.project, req.params.connected_app_id)),
          active_members: mine.map((g) => ({ member_id: g.subject_id, granted_scopes: g.scopes })),
        };
      },
    },
    {
      route: b2b.sessionsExchangeAccessToken,
      vertical: 'B2B',
      handle(req) {
        const claims = accessGrant(req, 'member');
        const org = getOrg(req.emu, req.project, String(claims['https://stytch.com/organization']?.organization_id ?? ''));
        if (!org) throw fail('organization_not_found');
        const member = mustGetMember(req.emu, req.project, org.organization_id, claims.sub);
        return finish(req, org, member, [exchangeFactor(req, b2bFactor, claims.client_id)], {
          minutes: req.body.session_duration_minutes,
        });
      },
    },
  ],
});
