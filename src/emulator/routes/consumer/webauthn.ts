// WebAuthn / passkeys verified with @simplewebauthn/server: register start + register for the
// signed-in user, authenticate start (primary: discoverable credentials; secondary: the user's)
// + authenticate, and rename. Options go out as JSON strings with base64url fields; credentials
// come back as the JSON string src/core/webauthn-codec.ts builds.
import {
  generateAuthenticationOptions,
  generateRegistrationOptions,
  verifyAuthenticationResponse,
  verifyRegistrationResponse,
} from '@simplewebauthn/server';
import { consumer as r } from '../../../wire/routes';
import type { Req } from '../../context';
import { id } from '../../crypto-util';
import { fail } from '../../errors';
import { feature, type Endpoint } from '../../registry';
import { issueToken, peekToken, spendToken } from '../../tokens';
import { getUser, saveUser, type UserDoc } from '../../users';
import { authAnswer, factor, privilegedUser, SESSION, sessionUser } from './common';
import { deviceName } from '../../device-name';

interface RegChallenge {
  challenge: string;
  domain: string;
  user_agent: string;
  authenticator_type?: string;
}

interface AuthChallenge {
  domain: string;
  user_id: string | null;
}

/** Parses the credential JSON string and its clientDataJSON; invalid_public_key_credential when malformed. */
function parseCredential(raw: string): { cred: any; clientData: { challenge: string; origin: string } } {
  try {
    const cred = JSON.parse(raw);
    const clientData = JSON.parse(Buffer.from(String(cred?.response?.clientDataJSON), 'base64url').toString('utf8'));
    if (typeof cred.id !== 'string' || typeof clientData?.challenge !== 'string' || typeof clientData?.origin !== 'string')
      throw new Error();
    return { cred, clientData };
  } catch {
    throw fail('invalid_public_key_credential');
  }
}

/** The origins a credential may come from: configured, or any http(s) origin on the RP domain. */
function expectedOrigin(req: Req, origin: string, domain: string): string {
  const list = req.project.webauthn.origins;
  if (list) return list.includes(origin) ? origin : (list[0] ?? '');
  try {
    const u = new URL(origin);
    const onDomain = u.hostname === domain || u.hostname.endsWith(`.${domain}`);
    const secure = u.protocol === 'https:' || (u.protocol === 'http:' && ['localhost', '127.0.0.1'].includes(u.hostname));
    return onDomain && secure ? origin : `https://${domain}`;
  } catch {
    return `https://${domain}`;
  }
}

/** The user owning a credential id in this project. */
function userByCredential(req: Req, credentialId: string): UserDoc | null {
  const row = req.emu.db
    .prepare(
      `SELECT doc FROM users WHERE project_id = ? AND EXISTS (SELECT 1 FROM json_each(users.doc, '$.secrets.webauthn') j WHERE json_extract(j.value, '$.credential_id') = ?)`,
    )
    .get(req.project.project_id, credentialId) as { doc: string } | undefined;
  return row ? JSON.parse(row.doc) : null;
}

const registrationOf = (u: UserDoc, credentialId: string) =>
  Object.entries(u.secrets.webauthn ?? {}).find(([, c]) => c.credential_id === credentialId);

const base = { vertical: 'CONSUMER', product: 'webauthn' } as const;
const START_AUTH_BODY = { domain: 'string', return_passkey_credential_options: 'boolean?' } as const;

async function authStart(req: Req, user: UserDoc | null) {
  const domain: string = req.body.domain;
  const allowCredentials = user
    ? Object.values(user.secrets.webauthn ?? {}).map((c) => ({ id: c.credential_id, transports: c.transports as any }))
    : [];
  if (user && !allowCredentials.length) throw fail('webauthn_registration_not_found');
  const options = await generateAuthenticationOptions({ rpID: domain, allowCredentials, userVerification: 'preferred' });
  issueToken<AuthChallenge>(
    req.emu,
    req.project,
    'webauthn_auth',
    { domain, user_id: user?.user_id ?? null },
    5,
    `webauthn_auth:${options.challenge}`,
  );
  return { public_key_credential_request_options: JSON.stringify(options) };
}

const endpoints: Endpoint[] = [
  {
    ...base,
    route: r.webauthnRegisterStart,
    auth: 'session',
    body: {
      domain: 'string',
      authenticator_type: 'string?',
      return_passkey_credential_options: 'boolean?',
      override_id: 'string?',
      override_name: 'string?',
      override_display_name: 'string?',
      user_agent: 'text?',
    },
    async handle(req) {
      const u = privilegedUser(req);
      const b = req.body;
      if (b.authenticator_type && !['platform', 'cross-platform'].includes(b.authenticator_type))
        throw fail('invalid_argument', 'authenticator_type must be platform or cross-platform.');
      const name = b.override_name || u.emails[0]?.email || u.phone_numbers[0]?.phone_number || u.user_id;
      const options = await generateRegistrationOptions({
        rpName: req.project.webauthn.rp_name,
        rpID: b.domain,
        userName: name,
        userID: Buffer.from(b.override_id || u.user_id),
        userDisplayName: b.override_display_name || `${u.name.first_name} ${u.name.last_name}`.trim() || name,
        attestationType: 'none',
        excludeCredentials: Object.values(u.secrets.webauthn ?? {}).map((c) => ({ id: c.credential_id, transports: c.transports as any })),
        authenticatorSelection: {
          authenticatorAttachment: b.authenticator_type,
          residentKey: b.return_passkey_credential_options ? 'required' : 'preferred',
          userVerification: 'preferred',
        },
      });
      issueToken<RegChallenge>(
        req.emu,
        req.project,
        'webauthn_reg',
        {
          challenge: options.challenge,
          domain: b.domain,
          user_agent: b.user_agent || req.userAgent,
          authenticator_type: b.authenticator_type,
        },
        5,
        `webauthn_reg:${u.user_id}`,
      );
      return { user_id: u.user_id, public_key_credential_creation_options: JSON.stringify(options) };
    },
  },
  {
    ...base,
    route: r.webauthnRegister,
    auth: 'session',
    body: { public_key_credential: 'json', session_duration_minutes: SESSION },
    async handle(req) {
      const u = sessionUser(req);
      const key = `webauthn_reg:${u.user_id}`;
      const ch = peekToken<RegChallenge>(req.emu, req.project, 'webauthn_reg', key);
      if (!ch) throw fail('no_pending_webauthn_registration');
      const { cred, clientData } = parseCredential(req.body.public_key_credential);
      if (userByCredential(req, cred.id)) throw fail('duplicate_webauthn_registration');
      let result;
      try {
        result = await verifyRegistrationResponse({
          response: cred,
          expectedChallenge: ch.challenge,
          expectedOrigin: expectedOrigin(req, clientData.origin, ch.domain),
          expectedRPID: ch.domain,
          requireUserVerification: false,
        });
      } catch (e) {
        throw fail('unable_to_register_webauthn_registration', String((e as Error).message || ''));
      }
      if (!result.verified) throw fail('unable_to_register_webauthn_registration');
      spendToken(req.emu, key);
      const c = result.registrationInfo.credential;
      const webauthn_registration_id = id('webauthn-registration');
      u.webauthn_registrations.push({
        webauthn_registration_id,
        name: deviceName(
          ch.user_agent,
          u.webauthn_registrations.map((r) => r.name),
        ),
        domain: ch.domain,
        verified: true,
        authenticator_type: ch.authenticator_type || '',
      });
      u.secrets.webauthn = {
        ...u.secrets.webauthn,
        [webauthn_registration_id]: {
          credential_id: c.id,
          public_key: Buffer.from(c.publicKey).toString('base64url'),
          counter: c.counter,
          transports: c.transports,
        },
      };
      saveUser(req.emu, u);
      const f = factor(req, 'webauthn', 'webauthn_registration', {
        webauthn_factor: { webauthn_registration_id, domain: ch.domain, user_agent: ch.user_agent },
      });
      return authAnswer(req, u, f, req.body.session_duration_minutes, { webauthn_registration_id });
    },
  },
  { ...base, route: r.webauthnAuthenticateStartPrimary, body: START_AUTH_BODY, handle: (req) => authStart(req, null) },
  {
    ...base,
    route: r.webauthnAuthenticateStartSecondary,
    auth: 'session',
    body: START_AUTH_BODY,
    handle: (req) => authStart(req, sessionUser(req)),
  },
  {
    ...base,
    route: r.webauthnAuthenticate,
    body: { public_key_credential: 'json', session_duration_minutes: SESSION },
    async handle(req) {
      const { cred, clientData } = parseCredential(req.body.public_key_credential);
      const key = `webauthn_auth:${clientData.challenge}`;
      const ch = peekToken<AuthChallenge>(req.emu, req.project, 'webauthn_auth', key);
      if (!ch) throw fail('unable_to_auth_webauthn_registration', 'Its request has expired; please try again.');
      const owner = userByCredential(req, cred.id);
      const reg = owner && registrationOf(owner, cred.id);
      if (!owner || !reg || (ch.user_id && ch.user_id !== owner.user_id)) throw fail('webauthn_registration_not_found');
      const [registrationId, stored] = reg;
      let result;
      try {
        result = await verifyAuthenticationResponse({
          response: cred,
          expectedChallenge: clientData.challenge,
          expectedOrigin: expectedOrigin(req, clientData.origin, ch.domain),
          expectedRPID: ch.domain,
          credential: {
            id: stored.credential_id,
            publicKey: Buffer.from(stored.public_key, 'base64url'),
            counter: stored.counter,
            transports: stored.transports as any,
          },
          requireUserVerification: false,
        });
      } catch (e) {
        throw fail('unable_to_auth_webauthn_registration', String((e as Error).message || ''));
      }
      if (!result.verified) throw fail('unable_to_auth_webauthn_registration');
      spendToken(req.emu, key);
      const user = getUser(req.emu, req.project, owner.user_id)!;
      user.secrets.webauthn![registrationId].counter = result.authenticationInfo.newCounter;
      const f = factor(req, 'webauthn', 'webauthn_registration', {
        webauthn_factor: { webauthn_registration_id: registrationId, domain: ch.domain, user_agent: req.userAgent },
      });
      return authAnswer(req, user, f, req.body.session_duration_minutes, { webauthn_registration_id: registrationId });
    },
  },
  {
    ...base,
    route: r.webauthnUpdate,
    auth: 'session',
    handle(req) {
      const u = sessionUser(req);
      const reg = u.webauthn_registrations.find((w) => w.webauthn_registration_id === req.params.id);
      if (!reg) throw fail('webauthn_registration_not_found');
      if (req.body.name.length > 200) throw fail('invalid_argument', 'name is at most 200 characters.');
      reg.name = req.body.name;
      saveUser(req.emu, u);
      return { webauthn_registration: reg };
    },
  },
];

export default feature({ endpoints });
