// Shared by args.test.ts (consumer) and b2b-args.test.ts (not a test file itself): drives a table of
// public methods through every declared field, each with a value of the wrong type and, when
// required, left out, and checks the spec's message ('<field> must be a string / ...').
import * as assert from 'uvu/assert';
import { StytchSDKUsageError } from '../../src/core/errors';

export type Args = Record<string, any>;
/**
 * [public method, its fields written as in src/core/args.ts ('email', 'redirect?', 'n:number'), how to
 * call it with one merged argument object, and whether it throws synchronously where SYNC says otherwise]
 */
export type Row<C> = [string, string[], (c: C, a: Args) => unknown, boolean?];

// The identity provider's calls take two shapes (src/core/idp-submit.ts `sixX`): 6.x's (`scopes`,
// always given here: without it the call is 5.x's, so it is checked for its type only) and 5.x's,
// the widgets' (`scope`).
const AUTHZ = ['client_id', 'redirect_uri', 'response_type', 'scope'];
const CONSENT = ['client_id', 'redirect_uri', 'response_type', 'scopes?:stringArray', 'prompt?'];

/** The methods both clients share (src/core/session-api.ts, src/core/idp.ts). */
export const SHARED_ROWS: Row<any>[] = [
  ['session.revoke', ['forceClear?:boolean'], (c, a) => c.session.revoke(a)],
  ['session.updateSession', ['session_token', 'session_jwt?'], (c, a) => c.session.updateSession(a)],
  ['idp.oauthAuthorizeStart', AUTHZ, (c, a) => c.idp.oauthAuthorizeStart(a)],
  [
    'idp.oauthAuthorizeSubmit',
    [...AUTHZ, 'state?', 'nonce?', 'code_challenge?', 'consent_granted:boolean'],
    (c, a) => c.idp.oauthAuthorizeSubmit(a),
  ],
  ['idp.oauthAuthorizeStart', CONSENT, (c, a) => c.idp.oauthAuthorizeStart({ scopes: ['openid'], ...a })],
  [
    'idp.oauthAuthorizeSubmit',
    [...CONSENT, 'state?', 'nonce?', 'code_challenge?', 'consent_granted:boolean', 'resource?:stringArray'],
    (c, a) => c.idp.oauthAuthorizeSubmit({ scopes: ['openid'], ...a }),
    false,
  ],
  ['idp.oauthLogoutStart', ['client_id', 'post_logout_redirect_uri', 'id_token_hint?', 'state?'], (c, a) => c.idp.oauthLogoutStart(a)],
];

/** Synchronous by design (as in the official SDK): they throw rather than reject. */
const SYNC = new Set(['session.updateSession', 'idp.oauthAuthorizeSubmit']);

const TEXT: Record<string, string> = {
  string: 'a string',
  number: 'a number',
  boolean: 'a boolean',
  object: 'an object',
  stringArray: 'an array of strings',
};
const GOOD: Record<string, unknown> = { string: 'x', number: 30, boolean: true, object: {}, stringArray: ['a'] };
const BAD: Record<string, unknown> = { string: 42, number: '30', boolean: 'yes', object: 'x', stringArray: [1] };

/** The rejection (or, for a method in `sync`, the synchronous throw) of `run`. */
async function failure(label: string, sync: boolean, run: () => unknown): Promise<Error> {
  let result: unknown;
  try {
    result = run();
  } catch (e) {
    assert.ok(sync, `${label}: threw synchronously; public async methods must reject instead`);
    return e as Error;
  }
  assert.not.ok(sync, `${label}: expected a synchronous throw`);
  assert.instance(result, Promise, `${label}: returns a promise`);
  try {
    await result;
  } catch (e) {
    return e as Error;
  }
  throw new Error(`${label}: accepted a bad argument`);
}

/** Checks every field of every row (SHARED_ROWS included) and that no request left. Returns the number of checks. */
export async function checkEveryField<C>(client: C, rows: Row<C>[], requests: () => unknown[]): Promise<number> {
  let checked = 0;
  for (const [name, specs, run, sync = SYNC.has(name)] of [...SHARED_ROWS, ...rows]) {
    const fields = specs.map((f) => {
      const [raw, kind = 'string'] = f.split(':');
      return { name: raw.replace(/\?$/, ''), optional: raw.endsWith('?'), kind };
    });
    const valid = Object.fromEntries(fields.filter((f) => !f.optional).map((f) => [f.name, GOOD[f.kind]]));
    for (const f of fields) {
      const cases: Args[] = [{ ...valid, [f.name]: BAD[f.kind] }];
      if (!f.optional) cases.push(Object.fromEntries(Object.entries(valid).filter(([k]) => k !== f.name)));
      for (const args of cases) {
        const label = `${name} ${f.name}=${JSON.stringify(args[f.name])}`;
        const e = await failure(label, sync, () => run(client, args));
        assert.instance(e, StytchSDKUsageError, label);
        assert.is(e.message, `Invalid call to stytch.${name}\n${f.name} must be ${TEXT[f.kind]}.`, label);
        checked++;
      }
    }
  }
  assert.is(requests().length, 0, 'no request for a bad call');
  return checked;
}
