// What consumer authenticate endpoints share: the answer with user + session + tokens, factors,
// the caller's user, redirect URL checks and PKCE.
import type { Req } from '../../context';
import { iso } from '../../context';
import type { ProjectConfig } from '../../config';
import { pkceChallenge, safeEqual } from '../../crypto-util';
import { fail } from '../../errors';
import { verifyJWT } from '../../jwt';
import { EMAIL } from '../../schema';
import { sessionJWT, sessionMinutes, upsertSession, userSessionWire, type Factor } from '../../sessions';
import { requireSecureSession } from '../../secure-session';
import { mustGetUser, saveUser, userWire, type UserDoc } from '../../users';

export const factor = (req: Req, type: string, delivery_method: string, extra: Record<string, unknown> = {}): Factor => ({
  type,
  delivery_method,
  last_authenticated_at: iso(req.emu.now()),
  ...extra,
});

/**
 * The consumer authenticate answer. With session_duration_minutes (or a current session of the
 * same user) a session is created or extended with `f`; without either, no session is minted.
 */
export function authAnswer(req: Req, user: UserDoc, f: Factor, minutes: number | undefined, extra: Record<string, unknown> = {}) {
  if (user.status !== 'active') user.status = 'active';
  saveUser(req.emu, user);
  const current = req.session?.kind === 'user' && req.session.subject_id === user.user_id ? req.session : null;
  const base = { user_id: user.user_id, user: userWire(user), reset_sessions: false, ...extra };
  if (minutes === undefined && !current) return { ...base, session: null, session_token: '', session_jwt: '' };
  const mins =
    minutes !== undefined
      ? sessionMinutes(req.project, minutes)
      : Math.max(1, Math.ceil((Date.parse(current!.expires_at) - req.emu.now()) / 60_000));
  const { session, token } = upsertSession(req.emu, req.project, {
    kind: 'user',
    subject_id: user.user_id,
    factor: f,
    minutes: mins,
    current: req.session,
    attrs: { ip: req.ip, userAgent: req.userAgent },
  });
  return { ...base, session: userSessionWire(session), session_token: token, session_jwt: sessionJWT(req.emu, req.project, session) };
}

/** The user of the caller's consumer session (auth: 'session' endpoints). */
export function sessionUser(req: Req): UserDoc {
  if (!req.session || req.session.kind !== 'user') throw fail('session_not_found');
  return mustGetUser(req.emu, req.project, req.session.subject_id);
}

/** The session's user, for a privileged action (a factor added or removed): the vendor's MFA rule first (secure-session.ts). */
export const privilegedUser = (req: Req): UserDoc => secured(req, sessionUser(req));

/** `u` (the session's user) once the session passes the vendor's MFA rule. */
export function secured(req: Req, u: UserDoc): UserDoc {
  requireSecureSession(req.emu, u, req.session!);
  return u;
}

export type RedirectKind = 'login' | 'signup' | 'reset_password' | 'invite' | 'discovery';

/** A URL not among those of its kind: each kind's own error type (the vendor's). */
const NOT_CONFIGURED = {
  login: 'invalid_login_redirect_url',
  signup: 'invalid_signup_redirect_url',
  reset_password: 'invalid_password_reset_redirect_url',
  invite: 'invalid_invite_redirect_url',
  discovery: 'invalid_discovery_redirect_url',
} as const;

/** `given` must be one of the project's configured URLs of that kind (exact match); the first is the default. */
export function redirectURL(
  project: ProjectConfig,
  kind: RedirectKind,
  given: string | undefined,
  errorType: string = NOT_CONFIGURED[kind],
): string {
  const list = project.redirect_urls[kind] || [];
  if (given) {
    if (!list.includes(given)) throw fail(errorType, `${given} is not a configured ${kind} redirect URL.`);
    return given;
  }
  if (!list.length) throw fail(kind === 'signup' ? 'no_signup_redirect_urls_set' : 'no_login_redirect_urls_set');
  return list[0];
}

/** Adds ?stytch_token_type=...&token=... (keeping any query the URL has). */
export function withToken(url: string, type: string, token: string): string {
  const u = new URL(url);
  u.searchParams.set('stytch_token_type', type);
  u.searchParams.set('token', token);
  return u.toString();
}

/** PKCE: a flow started with a challenge needs the matching verifier; a required flow needs a challenge. */
export function checkPKCE(required: boolean, code_challenge: string | undefined, code_verifier: string | undefined) {
  if (!code_challenge) {
    if (required) throw fail('invalid_pkce_code_challenge');
    return;
  }
  if (!code_verifier) throw fail('pkce_expected_code_verifier');
  if (!safeEqual(pkceChallenge(code_verifier), code_challenge)) throw fail('pkce_mismatch');
}

export const SESSION = 'int?' as const;

/**
 * Password dedupe: the first passwordless sign-in (magic link, email OTP, OAuth) of a user who has
 * a password makes the next password authenticate answer reset_password.
 */
export function markPasswordless(u: UserDoc) {
  if (u.password && !u.secrets.deduped) {
    u.password.requires_reset = true;
    u.secrets.deduped = true;
  }
}

/** A One Tap id_token's claims (both verticals): signed by the emulated Google, with an email, for the project's client and the request's nonce. */
export function googleClaims(req: Req, idToken: unknown, clientId: string, nonce: unknown) {
  const claims = verifyJWT(req.emu, String(idToken));
  if (!claims || claims.iss !== 'https://accounts.google.com' || !EMAIL.test(String(claims.email))) throw fail('id_token_invalid');
  if (claims.aud !== clientId) throw fail('id_token_incorrect_audience');
  if (claims.nonce !== nonce) throw fail('id_token_nonce_invalid');
  return claims;
}
