// User locks, as the vendor documents them: a number of consecutive failed authentications
// (default 10) locks the user or member for a while (default 1 hour); while locked every attempt,
// right or wrong, answers 429 user_lock_limit_reached (a one-time code only while its record names
// the user: an unknown or spent one answers otp_code_not_found first); a success resets the count. Used by the
// password, TOTP, recovery-code and one-time-code checks of both verticals (a one-time code also
// has its own per-code limit, tokens.ts checkCode). Project config: user_lock { threshold, ttl_minutes }.
import type { Req } from './context';
import { ApiError, fail } from './errors';
import type { Migration } from './db';

export const lockMigration: Migration = {
  name: '003_user_locks',
  sql: 'CREATE TABLE user_locks (subject TEXT PRIMARY KEY, failures INTEGER NOT NULL, locked_until INTEGER NOT NULL)',
};

type Row = { failures: number; locked_until: number };

/** The answers that mean "wrong credential" (others, such as reset_password, do not count). */
const FAILURES = new Set([
  'unauthorized_credentials',
  'unable_to_authenticate_totp',
  'unable_to_authenticate_recovery_code',
  'otp_code_not_found',
]);

/**
 * Runs `check` (which throws an ApiError when the credential is wrong) for `subject` (a user or
 * member id): refused while the subject is locked; a failure counts, the threshold-th locks.
 */
export function guarded<T>(req: Req, subject: string, check: () => T): T {
  const { db } = req.emu;
  const key = `${req.project.project_id}:${subject}`;
  const now = req.emu.now();
  const row = db.prepare('SELECT failures, locked_until FROM user_locks WHERE subject = ?').get(key) as Row | undefined;
  if (row && row.locked_until > now) throw fail('user_lock_limit_reached');
  let out: T;
  try {
    out = check();
  } catch (e) {
    if (!(e instanceof ApiError && FAILURES.has(e.type))) throw e;
    const { threshold, ttl_minutes } = req.project.user_lock;
    const failures = (row && row.locked_until === 0 ? row.failures : 0) + 1;
    const locked = failures >= threshold;
    db.prepare(
      'INSERT INTO user_locks (subject, failures, locked_until) VALUES (?, ?, ?) ON CONFLICT(subject) DO UPDATE SET failures = excluded.failures, locked_until = excluded.locked_until',
    ).run(key, locked ? 0 : failures, locked ? now + ttl_minutes * 60_000 : 0);
    throw e;
  }
  if (row) db.prepare('DELETE FROM user_locks WHERE subject = ?').run(key);
  return out;
}
