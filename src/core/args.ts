// Argument checks for public methods, with the spec's messages: '<field> must be a string' etc.
import { StytchSDKUsageError } from './errors';

type Kind = 'string' | 'number' | 'boolean' | 'object' | 'stringArray';

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

/**
 * A field spec: 'email' (required string), 'email?' (optional), 'session_duration_minutes:number',
 * 'redirect?:string', 'scopes?:stringArray'.
 */
export type FieldSpec = string;

export function check(method: string, values: object | undefined | null, fields: FieldSpec[]) {
  const v = (values || {}) as Record<string, unknown>;
  for (const f of fields) {
    const [nameRaw, kindRaw] = f.split(':');
    const optional = nameRaw.endsWith('?');
    const name = optional ? nameRaw.slice(0, -1) : nameRaw;
    const kind = (kindRaw || 'string') as Kind;
    const value = v[name];
    if (optional && value === undefined) continue;
    if (!is[kind](value)) throw new StytchSDKUsageError(method, `${name} ${MESSAGE[kind]}.`);
  }
}
