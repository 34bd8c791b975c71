// Who the identity provider speaks for and what it says about them: the user or member behind a
// session (a Subject), the OIDC claims each scope releases, and the tokens a code or refresh token
// buys (access token, id_token with the nonce, refresh_token with offline_access).
import type { ProjectConfig } from '../config';
import type { Emu } from '../context';
import { fail } from '../errors';
import { signJWT } from '../jwt';
import type { SessionDoc } from '../sessions';
import { issueToken } from '../tokens';
import { getUser } from '../users';
import { getMember } from '../b2b/store';

export interface Subject {
  sub: string;
  kind: SessionDoc['kind'];
  email: string;
  email_verified: boolean;
  name: string;
  phone: string;
  admin: boolean;
  organization_id?: string;
}

/** An authorization code's record (tokens.ts 'idp_code'); a refresh token keeps it without redirect_uri and code_challenge. */
export interface CodeDoc {
  client_id: string;
  redirect_uri: string;
  scopes: string[];
  nonce?: string;
  code_challenge?: string;
  subject: Subject;
  auth_time: number;
}
export type RefreshDoc = Omit<CodeDoc, 'redirect_uri' | 'code_challenge'>;

const ACCESS_TOKEN_SECONDS = 3600;
export const CODE_MINUTES = 10;
const REFRESH_DAYS = 30;

/** The user or member behind a session (or an access token's subject), as the IDP sees them. */
export function subjectOf(emu: Emu, p: ProjectConfig, kind: SessionDoc['kind'], id: string, roles: string[] = []): Subject {
  if (kind === 'member') {
    const m = getMember(emu, p, id);
    if (!m) throw fail('session_not_found');
    return {
      sub: m.member_id,
      kind: 'member',
      email: m.email_address,
      email_verified: m.email_address_verified,
      name: m.name,
      phone: m.mfa_phone_number_verified ? m.mfa_phone_number : '',
      admin: roles.includes('stytch_admin'),
      organization_id: m.organization_id,
    };
  }
  const u = getUser(emu, p, id);
  if (!u) throw fail('session_not_found');
  return {
    sub: u.user_id,
    kind: 'user',
    email: u.emails[0]?.email ?? '',
    email_verified: !!u.emails[0]?.verified,
    name: `${u.name.first_name} ${u.name.last_name}`.trim(),
    phone: u.phone_numbers[0]?.phone_number ?? '',
    admin: false,
  };
}

export const sessionSubject = (emu: Emu, p: ProjectConfig, s: SessionDoc) =>
  subjectOf(emu, p, s.kind, s.subject_id, (s.extra.roles as string[] | undefined) ?? []);

/** A member's organization claim (access token, id_token and userinfo); nothing for a user. */
const orgClaim = (who: Subject) =>
  who.organization_id ? { 'https://stytch.com/organization': { organization_id: who.organization_id } } : {};

/** The OIDC claims a subject releases for these scopes (id_token and userinfo). */
export function profileClaims(who: Subject, scopes: string[]) {
  const has = (s: string) => scopes.includes(s);
  return {
    ...(has('email') ? { email: who.email, email_verified: who.email_verified } : {}),
    ...(has('profile') ? { name: who.name } : {}),
    ...(has('phone') && who.phone ? { phone_number: who.phone, phone_number_verified: true } : {}),
    ...orgClaim(who),
  };
}

/** The token endpoint's answer for a code or refresh token's record. */
export function tokensFor(emu: Emu, project: ProjectConfig, d: RefreshDoc) {
  const iat = Math.floor(emu.now() / 1000);
  const iss = `stytch.com/${project.project_id}`;
  const who = d.subject;
  const out: Record<string, unknown> = {
    access_token: signJWT(emu, {
      iss,
      sub: who.sub,
      aud: [project.project_id],
      client_id: d.client_id,
      scope: d.scopes.join(' '),
      iat,
      nbf: iat,
      exp: iat + ACCESS_TOKEN_SECONDS,
      ...orgClaim(who),
    }),
    token_type: 'bearer',
    expires_in: ACCESS_TOKEN_SECONDS,
    scope: d.scopes.join(' '),
  };
  if (d.scopes.includes('openid'))
    out.id_token = signJWT(emu, {
      iss,
      sub: who.sub,
      aud: d.client_id,
      iat,
      exp: iat + ACCESS_TOKEN_SECONDS,
      auth_time: d.auth_time,
      ...(d.nonce ? { nonce: d.nonce } : {}),
      ...profileClaims(who, d.scopes),
    });
  if (d.scopes.includes('offline_access'))
    out.refresh_token = issueToken(
      emu,
      project,
      'idp_refresh',
      { client_id: d.client_id, scopes: d.scopes, subject: who, auth_time: d.auth_time },
      REFRESH_DAYS * 24 * 60,
    );
  return out;
}
