// Body validation as data. An SDK endpoint's fields come from its wire Route (src/wire/fields.ts,
// read by fromWire below: one declaration for the browser core and the emulator); an endpoint's own
// `body` adds only fields the wire does not list (set by the client itself, e.g. PKCE and the
// intermediate session token, or sent only by other clients) as { field: 'type' } (a trailing '?'
// marks it optional). Unknown fields are ignored (clients add captcha_token, dfp_telemetry_id, ...).
import { type Kind, parseFields } from '../wire/fields';
import type { Route } from '../wire/routes';
import { ApiError, fail } from './errors';
import { EMAIL_PATTERN, isEmail } from '../wire/email';

export type FieldType =
  | 'string' // non-empty string
  | 'text' // any string, empty allowed
  | 'email'
  | 'phone' // E.164
  | 'int' // integer
  | 'boolean'
  | 'object'
  | 'strings' // array of strings
  | 'array' // array of anything
  | 'json'; // a string holding JSON
export type Schema = Record<string, FieldType | `${FieldType}?`>;

/**
 * `table[key]` only when the table itself has that key: a lookup keyed by request data must never
 * reach Object.prototype ('constructor', '__proto__', 'toString' would answer a function, then a 500).
 */
export const own = <T>(table: Record<string, T>, key: unknown): T | undefined =>
  typeof key === 'string' && Object.hasOwn(table, key) ? table[key] : undefined;

/** The one email rule, shared with the browser client (src/wire/email.ts). */
export const EMAIL = EMAIL_PATTERN;
const E164 = /^\+[1-9]\d{6,14}$/;
const MAX_STRING = 10_000;

const isObject = (v: unknown) => !!v && typeof v === 'object' && !Array.isArray(v);

/** Type checks per field type: returns the error_type on failure. */
const CHECKS: Record<FieldType, (v: unknown) => string | null> = {
  string: (v) => (typeof v === 'string' && v.length > 0 && v.length <= MAX_STRING ? null : 'invalid_argument'),
  text: (v) => (typeof v === 'string' && v.length <= MAX_STRING ? null : 'invalid_argument'),
  email: (v) => (typeof v !== 'string' ? 'invalid_argument' : isEmail(v) ? null : 'invalid_email'),
  phone: (v) => (typeof v !== 'string' ? 'invalid_argument' : E164.test(v) ? null : 'invalid_phone_number'),
  int: (v) => (typeof v === 'number' && Number.isInteger(v) && Math.abs(v) < 1e9 ? null : 'invalid_argument'),
  boolean: (v) => (typeof v === 'boolean' ? null : 'invalid_argument'),
  object: (v) => (isObject(v) ? null : 'invalid_argument'),
  array: (v) => (Array.isArray(v) ? null : 'invalid_argument'),
  strings: (v) => (Array.isArray(v) && v.every((s) => typeof s === 'string') ? null : 'invalid_argument'),
  json: (v) => {
    if (typeof v !== 'string' || !v) return 'invalid_argument';
    try {
      return isObject(JSON.parse(v)) ? null : 'invalid_argument';
    } catch {
      return 'invalid_argument';
    }
  },
};

/** A wire kind's check here ('int': the server takes whole numbers only). */
const BASE: Record<Kind, FieldType> = { string: 'string', number: 'int', boolean: 'boolean', object: 'object', stringArray: 'strings' };

/**
 * Stricter value rules for the wire's string fields, by name: formats the server enforces, and the
 * fields it takes empty ('text'). Any other string field must be non-empty.
 */
const FORMAT: Record<string, FieldType> = {
  email: 'email',
  email_address: 'email',
  phone_number: 'phone',
  mfa_phone_number: 'phone',
  locale: 'text',
  login_template_id: 'text',
  signup_template_id: 'text',
  invite_template_id: 'text',
  reset_password_template_id: 'text',
  verify_email_template_id: 'text',
  organization_logo_url: 'text',
  display_name: 'text',
  cursor: 'text',
  scope: 'text',
  state: 'text',
};

/** Fields the SDK's methods require but the server defaults (the vendor's 60 minutes). */
const SERVER_DEFAULTS = new Set(['session_duration_minutes']);

/**
 * The request schema of a route's wire fields (src/wire/fields.ts), then `own` (the endpoint's fields
 * the wire does not list). Fields that fill the path's {placeholders} are not body fields.
 */
export function fromWire(route: Route, own: Schema = {}): Schema {
  const schema: Schema = {};
  for (const [name, optional, kind] of parseFields(route[2])) {
    if (route[1].includes(`{${name}}`)) continue;
    const type = (kind === 'string' && own[name] === undefined && FORMAT[name]) || BASE[kind];
    schema[name] = optional || SERVER_DEFAULTS.has(name) ? `${type}?` : type;
  }
  return { ...schema, ...own };
}

/** Whether a parsed JSON value nests at most `max` levels (deeper ones would overflow the stack later). */
export function shallowEnough(v: unknown, max = 32): boolean {
  let level: unknown[] = [v];
  for (let depth = 0; level.length; depth++) {
    if (depth > max) return false;
    const next: unknown[] = [];
    for (const x of level) if (x && typeof x === 'object') next.push(...Object.values(x as object));
    level = next;
  }
  return true;
}

/** Null when the body matches; otherwise the first problem as an ApiError naming the field. */
export function validate(schema: Schema, body: Record<string, unknown>): ApiError | null {
  for (const [field, spec] of Object.entries(schema)) {
    const optional = spec.endsWith('?');
    const type = (optional ? spec.slice(0, -1) : spec) as FieldType;
    const v = body[field];
    if (v === undefined || v === null) {
      if (optional) continue;
      return fail('bad_request', `Missing field: ${field}.`);
    }
    const problem = CHECKS[type](v);
    // A person can cause invalid_email / invalid_phone_number: their words stay the catalogue's alone.
    if (problem)
      return fail(
        problem,
        problem === 'invalid_argument'
          ? `Field ${field} must be ${type === 'strings' ? 'an array of strings' : `a valid ${type}`}.`
          : undefined,
      );
  }
  return null;
}
