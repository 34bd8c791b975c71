// One-time tokens (magic links, password resets, OAuth, impersonation, challenges): issued with an
// expiry, spent once. Keyed records (OTP codes by method_id) are re-issued under the same key and
// checked with checkCode (wrong-attempt limit per code, and the user locks of locks.ts).
import type { Emu, Req } from './context';
import type { ProjectConfig } from './config';
import { randomToken, safeEqual } from './crypto-util';
import { fail } from './errors';
import { guarded } from './locks';

export function issueToken<T>(emu: Emu, project: ProjectConfig, kind: string, doc: T, ttlMinutes: number, token = randomToken(33)): string {
  emu.db
    .prepare('INSERT OR REPLACE INTO tokens (token, project_id, kind, doc, expires_at, used) VALUES (?, ?, ?, ?, ?, 0)')
    .run(token, project.project_id, kind, JSON.stringify(doc), emu.now() + ttlMinutes * 60_000);
  return token;
}

/** The token's record if it is this project's, of this kind, unused and unexpired; null otherwise. */
export function peekToken<T>(emu: Emu, project: ProjectConfig, kind: string, token: string): T | null {
  const row = emu.db.prepare('SELECT doc, expires_at, used, project_id, kind FROM tokens WHERE token = ?').get(token) as
    | { doc: string; expires_at: number; used: number; project_id: string; kind: string }
    | undefined;
  if (!row || row.used || row.kind !== kind || row.project_id !== project.project_id || row.expires_at <= emu.now()) return null;
  return JSON.parse(row.doc);
}

/** Like peekToken, and marks the token used. */
export function takeToken<T>(emu: Emu, project: ProjectConfig, kind: string, token: string): T | null {
  const doc = peekToken<T>(emu, project, kind, token);
  if (doc) spendToken(emu, token);
  return doc;
}

export function spendToken(emu: Emu, token: string) {
  emu.db.prepare('UPDATE tokens SET used = 1 WHERE token = ?').run(token);
}

export function updateToken<T>(emu: Emu, token: string, doc: T) {
  emu.db.prepare('UPDATE tokens SET doc = ? WHERE token = ?').run(JSON.stringify(doc), token);
}

/**
 * Checks and spends a pending code record; returns the record. A wrong code counts toward the code's
 * wrong-attempt limit (otp.max_attempts), which spends it: from then on it answers otp_code_not_found,
 * as an unknown or expired code does (the union's unable_to_auth_otp_code may be the vendor's answer for
 * a used or expired one; unverified, so one type for all). With `owner` (the user or
 * member id the record names, when there is one), the check runs under that subject's user lock
 * (locks.ts guarded): a wrong code counts as a failed authentication, and a locked subject gets 429
 * user_lock_limit_reached for any code.
 */
export function checkCode<T extends { code: string; attempts: number }>(
  req: Req,
  kind: string,
  key: string,
  code: string,
  owner?: (rec: T) => string | undefined,
): T {
  const rec = peekToken<T>(req.emu, req.project, kind, key);
  if (!rec) throw fail('otp_code_not_found');
  const check = () => {
    if (safeEqual(code, rec.code)) return;
    rec.attempts += 1;
    if (rec.attempts >= req.project.otp.max_attempts) spendToken(req.emu, key);
    else updateToken(req.emu, key, rec);
    throw fail('otp_code_not_found');
  };
  const subject = owner?.(rec);
  if (subject) guarded(req, subject, check);
  else check();
  spendToken(req.emu, key);
  return rec;
}
