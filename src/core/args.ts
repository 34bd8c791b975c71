// Argument checks for public methods, with the spec's messages: '<field> must be a string' etc. The
// fields are written as in the wire contract (src/wire/fields.ts): an endpoint's checks read its Route.
import { type Kind, parseFields } from '../wire/fields';
import { StytchSDKUsageError } from './errors';

/** A plain object: not null, not an array. */
export const isObject = (v: unknown): v is Record<string, unknown> => !!v && typeof v === 'object' && !Array.isArray(v);

/** Whether `v` is of this kind (a number is not NaN; an object is not an array or null). */
const is = (kind: Kind, v: unknown) =>
  kind === 'stringArray'
    ? Array.isArray(v) && v.every((x) => typeof x === 'string')
    : kind === 'object'
      ? isObject(v)
      : typeof v === kind && !Number.isNaN(v);

/** 'must be a string' / 'a number' / 'a boolean' / 'an object' / 'an array of strings'. */
const article = (kind: Kind) => (kind === 'stringArray' ? 'an array of strings' : `${kind === 'object' ? 'an' : 'a'} ${kind}`);

/** Fields as in a Route: 'email redirect? session_duration_minutes:number scopes?:stringArray'. */
export function check(method: string, values: unknown, fields?: string) {
  const v = (values || {}) as Record<string, unknown>;
  for (const [name, optional, kind] of parseFields(fields)) {
    const value = v[name];
    if (optional && value === undefined) continue;
    if (!is(kind, value)) throw new StytchSDKUsageError(method, `${name} must be ${article(kind)}.`);
  }
}
