// Passwords: scrypt hashes (node:crypto) and the strength check for the three policies
// (none, zxcvbn, luds), with the bundled breached list.
import { randomBytes, scryptSync, timingSafeEqual } from 'node:crypto';
import zxcvbn from 'zxcvbn';
import { isBreached } from './breached';
import type { ProjectConfig } from './config';
import type { Base, StrengthCheckResponse } from '../wire/types';

const N = 16384;

export function hashPassword(password: string): string {
  const salt = randomBytes(16);
  const hash = scryptSync(password, salt, 32, { N, r: 8, p: 1 });
  return `scrypt$${N}$${salt.toString('base64')}$${hash.toString('base64')}`;
}

/** A hash no password matches, checked for unknown accounts so they take as long as known ones. */
export const DUMMY_HASH = hashPassword(randomBytes(16).toString('hex'));

/** How many password hashes were checked (tests count them: the work must not depend on whether the account exists). */
export const hashChecks = { n: 0 };

export function verifyPassword(password: string, stored: string | undefined): boolean {
  hashChecks.n++;
  const [kind, n, salt, hash] = (stored || '').split('$');
  if (kind !== 'scrypt' || !salt || !hash) return false;
  const want = Buffer.from(hash, 'base64');
  const got = scryptSync(password, Buffer.from(salt, 'base64'), want.length, { N: Number(n), r: 8, p: 1 });
  return timingSafeEqual(want, got);
}

/** The strength-check answer without the envelope (the wire type is shared with the clients). */
export type Strength = Omit<StrengthCheckResponse, keyof Base>;

/** The consumer strength-check answer (B2B files rename feedback to zxcvbn_feedback / luds_feedback). */
export function checkStrength(project: ProjectConfig, password: string, email?: string): Strength {
  const policy = project.password;
  const breached = policy.breach_detection_on_create && isBreached(password);
  // zxcvbn is slow on very long inputs; its authors advise scoring a prefix.
  const z = zxcvbn(password.slice(0, 100), email ? [email, email.split('@')[0]] : []);
  const base = {
    breached_password: breached,
    strength_policy: policy.strength_policy,
    breach_detection_on_create: policy.breach_detection_on_create,
  };
  if (policy.strength_policy === 'luds') {
    const req = {
      has_lower_case: /[a-z]/.test(password),
      has_upper_case: /[A-Z]/.test(password),
      has_digit: /\d/.test(password),
      has_symbol: /[^A-Za-z0-9]/.test(password),
    };
    const classes = Object.values(req).filter(Boolean).length;
    const missing_complexity = Math.max(0, policy.luds_complexity - classes);
    const missing_characters = Math.max(0, policy.luds_min_length - password.length);
    const valid = !missing_complexity && !missing_characters && !breached;
    return {
      ...base,
      valid_password: valid,
      score: valid ? 4 : Math.min(3, classes),
      feedback: { suggestions: [], warning: '', luds_requirements: { ...req, missing_complexity, missing_characters } },
    };
  }
  const feedback = { suggestions: z.feedback.suggestions, warning: z.feedback.warning, luds_requirements: null };
  if (policy.strength_policy === 'none') return { ...base, valid_password: !breached && password.length > 0, score: z.score, feedback };
  return { ...base, valid_password: z.score >= 3 && !breached, score: z.score, feedback };
}
