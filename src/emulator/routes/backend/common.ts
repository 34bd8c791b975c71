// What the backend API's handlers share: the session named in the body (opaque token or JWT, the
// JWT also when expired while its session lives, as the vendor answers) and search with the
// vendor's { operator, operands: [{ filter_name, filter_value }] } query and cursor pages.
import type { Req } from '../../context';
import { fail } from '../../errors';
import { verifyJWT } from '../../jwt';
import { findSession, findSessionById, type SessionDoc } from '../../sessions';
import { own } from '../../schema';

/** The live session of the caller's project named by body.session_token or body.session_jwt, of `kind`. */
export function bodySession(req: Req, kind: SessionDoc['kind']): { session: SessionDoc; token: string } {
  const { session_token, session_jwt } = req.body;
  let found: { session: SessionDoc; token: string } | null = null;
  if (typeof session_token === 'string' && session_token) {
    const s = findSession(req.emu, session_token);
    found = s && { session: s, token: session_token };
  } else if (typeof session_jwt === 'string' && session_jwt) {
    const claim = verifyJWT(req.emu, session_jwt, true)?.['https://stytch.com/session'];
    found = typeof claim?.id === 'string' ? findSessionById(req.emu, claim.id) : null;
  } else throw fail('no_session_arguments');
  if (!found || found.session.kind !== kind || found.session.project_id !== req.project.project_id) throw fail('session_not_found');
  return found;
}

/** Merges body.session_custom_claims into the session (a null value removes a claim). */
export function applyCustomClaims(req: Req, s: SessionDoc): SessionDoc {
  const claims = req.body.session_custom_claims;
  if (claims === undefined) return s;
  if (!claims || typeof claims !== 'object' || Array.isArray(claims))
    throw fail('invalid_argument', 'session_custom_claims must be an object.');
  const next = { ...s.custom_claims };
  for (const [k, v] of Object.entries(claims)) {
    if (k.startsWith('https://stytch.com/') || ['sub', 'iss', 'aud', 'exp', 'nbf', 'iat', 'jti'].includes(k))
      throw fail('invalid_argument', `The claim ${k} is reserved.`);
    if (v === null) delete next[k];
    else next[k] = v;
  }
  return { ...s, custom_claims: next };
}

/** filter_name -> does this document match filter_value. */
export type Filters<T> = Record<string, (doc: T, value: any) => boolean>;

/** The documents matching body.query (AND by default), one page of them and the results_metadata. */
export function search<T>(
  req: Req,
  docs: T[],
  filters: Filters<T>,
): { page: T[]; results_metadata: { total: number; next_cursor: string | null } } {
  const q = req.body.query ?? {};
  const operands: { filter_name: string; filter_value: unknown }[] = Array.isArray(q.operands) ? q.operands : [];
  for (const o of operands)
    if (!o || typeof o !== 'object' || !own(filters, o.filter_name))
      throw fail('invalid_argument', `Unknown filter_name; known: ${Object.keys(filters).join(', ')}.`);
  const or = String(q.operator ?? 'AND').toUpperCase() === 'OR';
  const hit = (d: T) =>
    !operands.length ||
    (or
      ? operands.some((o) => filters[o.filter_name](d, o.filter_value))
      : operands.every((o) => filters[o.filter_name](d, o.filter_value)));
  const all = docs.filter(hit);
  const limit = Math.min(Math.max(Number(req.body.limit) || 100, 1), 1000);
  const start = Number(req.body.cursor || 0);
  if (!Number.isInteger(start) || start < 0) throw fail('invalid_argument', 'cursor is not one this emulator gave.');
  const next = start + limit < all.length ? String(start + limit) : null;
  return { page: all.slice(start, start + limit), results_metadata: { total: all.length, next_cursor: next } };
}

/** A filter_value that is a list of strings (ids, emails), compared without case. */
export const anyOf = (value: unknown, actual: (string | undefined)[]) =>
  Array.isArray(value) && value.some((v) => typeof v === 'string' && actual.some((a) => a?.toLowerCase() === v.toLowerCase()));

/** A fuzzy filter_value: a substring, without case. */
export const contains = (value: unknown, actual: (string | undefined)[]) =>
  typeof value === 'string' && actual.some((a) => a?.toLowerCase().includes(value.toLowerCase()));
