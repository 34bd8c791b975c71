// Sessions for both verticals: an opaque token (stored hashed-free, the emulator is local) and a
// 5-minute RS256 JWT minted on every authenticate. kind 'user' is consumer, 'member' is B2B.
import type { Emu } from './context';
import { iso } from './context';
import { id, randomToken } from './crypto-util';
import type { ProjectConfig } from './config';
import { fail } from './errors';
import { signJWT } from './jwt';

export const JWT_LIFETIME_S = 5 * 60;

export interface Factor {
  type: string;
  delivery_method: string;
  last_authenticated_at: string;
  [k: string]: unknown;
}

export interface SessionDoc {
  session_id: string;
  kind: 'user' | 'member';
  project_id: string;
  subject_id: string;
  started_at: string;
  last_accessed_at: string;
  expires_at: string;
  authentication_factors: Factor[];
  attributes: { ip_address: string; user_agent: string };
  custom_claims: Record<string, unknown>;
  /** Vertical-specific extras (B2B: organization_id, roles). */
  extra: Record<string, unknown>;
}

export interface Attributes {
  ip: string;
  userAgent: string;
}

/** Checks session_duration_minutes against the project limits. */
export function sessionMinutes(project: ProjectConfig, minutes: number | undefined): number {
  const m = minutes ?? project.session.default_duration_minutes;
  if (!Number.isInteger(m) || m < 5 || m > project.session.max_duration_minutes) throw fail('invalid_session_duration');
  return m;
}

export function findSession(emu: Emu, token: string): SessionDoc | null {
  const row = emu.db.prepare('SELECT doc, expires_at FROM sessions WHERE token = ?').get(token) as
    | { doc: string; expires_at: number }
    | undefined;
  if (!row || row.expires_at <= emu.now()) return null;
  return JSON.parse(row.doc);
}

/**
 * A live session by id, with its opaque token (the backend API finds sessions by JWT or id); with
 * `scope`, only a session of that project (and kind).
 */
export function findSessionById(
  emu: Emu,
  session_id: string,
  scope?: { project_id: string; kind?: SessionDoc['kind'] },
): { session: SessionDoc; token: string } | null {
  const row = emu.db.prepare('SELECT doc, token, expires_at FROM sessions WHERE session_id = ?').get(session_id) as
    | { doc: string; token: string; expires_at: number }
    | undefined;
  if (!row || row.expires_at <= emu.now()) return null;
  const session: SessionDoc = JSON.parse(row.doc);
  if (scope && (session.project_id !== scope.project_id || (scope.kind && session.kind !== scope.kind))) return null;
  return { session, token: row.token };
}

/** The live sessions of one user or member of a project. */
export function liveSessionsOf(emu: Emu, project_id: string, kind: SessionDoc['kind'], subject_id: string): SessionDoc[] {
  const rows = emu.db
    .prepare('SELECT doc FROM sessions WHERE project_id = ? AND subject_id = ? AND kind = ? AND expires_at > ?')
    .all(project_id, subject_id, kind, emu.now()) as { doc: string }[];
  return rows.map((row) => JSON.parse(row.doc) as SessionDoc);
}

function tokenOf(emu: Emu, session_id: string): string {
  return (emu.db.prepare('SELECT token FROM sessions WHERE session_id = ?').get(session_id) as { token: string }).token;
}

export function saveSession(emu: Emu, s: SessionDoc) {
  emu.db
    .prepare('UPDATE sessions SET doc = ?, expires_at = ? WHERE session_id = ?')
    .run(JSON.stringify(s), Date.parse(s.expires_at), s.session_id);
}

/**
 * Records `factor` for `subject_id`: on the caller's current session when it belongs to the same
 * subject (adding or refreshing the factor), else on a new session. `minutes` sets the expiry.
 */
export function upsertSession(
  emu: Emu,
  project: ProjectConfig,
  o: {
    kind: SessionDoc['kind'];
    subject_id: string;
    factor: Factor;
    minutes: number;
    current: SessionDoc | null;
    attrs: Attributes;
    extra?: Record<string, unknown>;
  },
): { session: SessionDoc; token: string } {
  const now = emu.now();
  const expires_at = iso(now + o.minutes * 60_000);
  const cur = o.current;
  if (cur && cur.kind === o.kind && cur.subject_id === o.subject_id && cur.project_id === project.project_id) {
    const factors = cur.authentication_factors.filter((f) => f.delivery_method !== o.factor.delivery_method);
    const s: SessionDoc = {
      ...cur,
      last_accessed_at: iso(now),
      expires_at,
      authentication_factors: [...factors, o.factor],
      extra: { ...cur.extra, ...o.extra },
    };
    saveSession(emu, s);
    return { session: s, token: tokenOf(emu, s.session_id) };
  }
  const s: SessionDoc = {
    session_id: id('session'),
    kind: o.kind,
    project_id: project.project_id,
    subject_id: o.subject_id,
    started_at: iso(now),
    last_accessed_at: iso(now),
    expires_at,
    authentication_factors: [o.factor],
    attributes: { ip_address: o.attrs.ip, user_agent: o.attrs.userAgent },
    custom_claims: {},
    extra: o.extra ?? {},
  };
  const token = randomToken(33);
  emu.db
    .prepare('INSERT INTO sessions (session_id, token, project_id, kind, subject_id, doc, expires_at) VALUES (?, ?, ?, ?, ?, ?, ?)')
    .run(s.session_id, token, project.project_id, s.kind, s.subject_id, JSON.stringify(s), Date.parse(expires_at));
  return { session: s, token };
}

/** Re-authenticates: touches last_accessed_at and optionally extends the expiry. */
export function touchSession(emu: Emu, project: ProjectConfig, s: SessionDoc, minutes?: number): SessionDoc {
  const now = emu.now();
  const next: SessionDoc = {
    ...s,
    last_accessed_at: iso(now),
    expires_at: minutes ? iso(now + sessionMinutes(project, minutes) * 60_000) : s.expires_at,
  };
  saveSession(emu, next);
  return next;
}

/**
 * Password reset by session (vendor rule, both verticals): the session must hold a factor that
 * `counts` accepts, authenticated within the last 5 minutes; else session_too_old_to_reset_password.
 */
export function requireRecentFactor(emu: Emu, s: SessionDoc, counts: (f: Factor) => boolean = () => true) {
  const since = emu.now() - 5 * 60_000;
  if (!s.authentication_factors.some((f) => counts(f) && Date.parse(f.last_authenticated_at) > since))
    throw fail('session_too_old_to_reset_password');
}

export function revokeSession(emu: Emu, session_id: string) {
  emu.db.prepare('DELETE FROM sessions WHERE session_id = ?').run(session_id);
}

/** The session as the consumer wire shape (Session in src/wire/types.ts). */
export function userSessionWire(s: SessionDoc) {
  return {
    session_id: s.session_id,
    user_id: s.subject_id,
    started_at: s.started_at,
    last_accessed_at: s.last_accessed_at,
    expires_at: s.expires_at,
    authentication_factors: s.authentication_factors,
    attributes: s.attributes,
    custom_claims: s.custom_claims,
  };
}

/** A JWT for the session, valid 5 minutes (never beyond the session itself). */
export function sessionJWT(emu: Emu, project: ProjectConfig, s: SessionDoc): string {
  const iat = Math.floor(emu.now() / 1000);
  const exp = Math.min(iat + JWT_LIFETIME_S, Math.floor(Date.parse(s.expires_at) / 1000));
  return signJWT(emu, {
    sub: s.subject_id,
    iss: `stytch.com/${project.project_id}`,
    aud: [project.project_id],
    iat,
    nbf: iat,
    exp,
    'https://stytch.com/session': {
      id: s.session_id,
      started_at: s.started_at,
      last_accessed_at: s.last_accessed_at,
      expires_at: s.expires_at,
      attributes: s.attributes,
      authentication_factors: s.authentication_factors,
    },
    ...(s.kind === 'member' ? { 'https://stytch.com/organization': { organization_id: s.extra.organization_id } } : {}),
    ...s.custom_claims,
  });
}
