// Argument checks for public methods, with the spec's messages: '<field> must be a string' etc. The
// fields are written as in the wire contract (src/wire/fields.ts): an endpoint's checks read its Route.
import { type Kind, parseFields } from '../wire/fields';
import { StytchSDKUsageError } from './errors';

const MESSAGE: Record<Kind, string> = {
  string: 'must be a string',
  number: 'must be a number',
  boolean: 'must be a boolean',
  object: 'must be an object',
  stringArray: 'must be an array of strings',
};

const is: Record<Kind, (v: unknown) => boolean> = {
  string: (v) => typeof v === 'string',
  number: (v) => typeof v === 'number' && !Number.isNaN(v),
  boolean: (v) => typeof v === 'boolean',
  object: (v) => !!v && typeof v === 'object' && !Array.isArray(v),
  stringArray: (v) => Array.isArray(v) && v.every((x) => typeof x === 'string'),
};

/** Fields as in a Route: 'email redirect? session_duration_minutes:number scopes?:stringArray'. */
export function check(method: string, values: unknown, fields?: string) {
  const v = (values || {}) as Record<string, unknown>;
  for (const [name, optional, kind] of parseFields(fields)) {
    const value = v[name];
    if (optional && value === undefined) continue;
    if (!is[kind](value)) throw new StytchSDKUsageError(method, `${name} ${MESSAGE[kind]}.`);
  }
}
