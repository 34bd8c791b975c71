// Every error_type the emulator answers is one the vendor's API has: a name of the official SDK's
// `StytchAPIErrorType` union (read from the test-only oracle's declarations, found by content), apart
// from the emulator's own control endpoints' types (errors.ts EMULATOR_ONLY_TYPES). An emulator-only
// type would make integrators (and our widget, which keys behaviour on error types) write code that
// never runs against the real API. Two sources: the catalogue at run time (the base table and every
// feature's addErrors table, as createEmulator registers them; fail() refuses any other type), and a
// scan of src/emulator for fail('...') literals, error-table keys, new ApiError('...') and
// error_type: '...' literals, so a type is caught without running its path. The detector is shown
// to fire on a bad example.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import type { Emulator } from '../../src/emulator/index';
import { EMULATOR_ONLY_TYPES, errorTypes, fail } from '../../src/emulator/errors';
import { OAUTH_ERRORS } from '../../src/emulator/idp/errors';
import { startEmulator } from './setup';

const ORACLE = 'node_modules/@stytch/vanilla-js-6';

/** The official union's names: the one declaration file (its name has a build hash) that declares it. */
function officialTypes(): Set<string> | null {
  if (!existsSync(ORACLE)) return null;
  const dir = join(ORACLE, 'dist/types');
  for (const f of readdirSync(dir, { recursive: true }) as string[]) {
    if (!f.endsWith('.d.ts')) continue;
    const m = /\btype StytchAPIErrorType =([^;]*);/.exec(readFileSync(join(dir, f), 'utf8'));
    if (m) return new Set([...m[1].matchAll(/'([a-z0-9_]+)'/g)].map((x) => x[1]));
  }
  throw new Error(`${dir}: no declaration file declares "type StytchAPIErrorType =" (did the oracle change its layout?)`);
}

/** The error types a source text names where an answer's error_type comes from. */
function scan(source: string): Set<string> {
  const found = new Set<string>();
  // fail(...)'s arguments, up to its closing parenthesis: every quoted snake_case word there is a type
  // (a ternary's two: fail(kind === 'signup' ? 'no_signup_redirect_urls_set' : 'no_login_redirect_urls_set')).
  for (const m of source.matchAll(/\bfail\(([^()]*)\)/g)) for (const q of m[1].matchAll(/'([a-z0-9]+(?:_[a-z0-9]+)+)'/g)) found.add(q[1]);
  const patterns = [
    /(?:^|[{,])\s*([a-z0-9_]+): \[\s*[45]\d\d\s*,/gm, // an error table's entry: user_not_found: [404, '...'] (inline, or over lines)
    /\bnew ApiError\(\s*'([a-z0-9_]+)'/g,
    /\berror_type: '([a-z0-9_]+)'/g, // a body written by hand
    // types kept as data and thrown through a variable: a channel's notFound / takenError, a delete
    // row's last field, a redirect kind's type, a rule's answer (store.ts emailJitProblem)
    /\b(?:notFound|takenError|[a-z_]+(?<!kind|error)): '((?:invalid|no|unable|duplicate)_[a-z0-9_]+|[a-z0-9_]+_not_(?:found|allowed)|[a-z0-9_]+_claimed)'/g,
    /, '([a-z0-9_]+_not_found)'\]/g,
    /\breturn '([a-z0-9_]+_(?:not_allowed|jit_provisioning|claimed))'/g,
  ];
  for (const p of patterns) for (const m of source.matchAll(p)) found.add(m[1]);
  return found;
}

/** The types of `types` that are neither official nor exempt, sorted. */
const outside = (types: Iterable<string>, official: Set<string>) =>
  [...new Set(types)].filter((t) => !official.has(t) && !EMULATOR_ONLY_TYPES.includes(t)).sort();

/** Every emulator source file: path -> text. */
const sources = (): [string, string][] =>
  (readdirSync('src/emulator', { recursive: true }) as string[])
    .filter((f) => f.endsWith('.ts'))
    .map((f) => [join('src/emulator', f), readFileSync(join('src/emulator', f), 'utf8')]);

/** type -> the files naming it, for every scanned type. */
function scanAll(): Map<string, string[]> {
  const where = new Map<string, string[]>();
  for (const [file, text] of sources()) for (const type of scan(text)) where.set(type, [...(where.get(type) ?? []), file]);
  return where;
}

const t = suite('emulator: every error type is an official one');
const official = officialTypes();
let emu: Emulator;
t.before(async () => {
  emu = await startEmulator();
});
t.after(async () => {
  await emu.close();
});

/** Runs `check` with the union, or says why it cannot (the oracle package is not installed). */
const withOracle = (check: (official: Set<string>) => void) => () => {
  if (!official) return void console.log(`skipped: ${ORACLE} is not installed, so the official StytchAPIErrorType union cannot be read`);
  check(official);
};

t(
  'the official union is read from the oracle (found by its content, not a file name)',
  withOracle((o) => {
    assert.ok(o.size > 700, `${o.size} names`);
    for (const known of ['otp_code_not_found', 'user_lock_limit_reached', 'route_not_found', 'bad_request']) assert.ok(o.has(known), known);
  }),
);

t(
  'the catalogue at run time (base table and every feature table) holds only official types and the exempt ones',
  withOracle((o) => {
    const types = errorTypes();
    assert.ok(types.length > 100, `${types.length} types: the feature tables are registered`);
    assert.equal(outside(types, o), []);
  }),
);

t(
  'the sources name only official types and the exempt ones; every fail() literal is a catalogued type',
  withOracle((o) => {
    const where = scanAll();
    assert.equal(
      outside(where.keys(), o).map((type) => `${type} (${where.get(type)!.join(', ')})`),
      [],
    );
    const catalogued = new Set(errorTypes());
    const uncatalogued = [...where.keys()].filter((type) => !catalogued.has(type));
    assert.equal(uncatalogued, [], 'a type fail() would refuse at run time');
  }),
);

t(
  "the exempt types are the control endpoints' alone, and none of them is official (else it needs no exemption)",
  withOracle((o) => {
    const where = scanAll();
    for (const type of EMULATOR_ONLY_TYPES) {
      assert.not.ok(o.has(type), `${type} is official: take it off EMULATOR_ONLY_TYPES`);
      const files = where.get(type) ?? [];
      assert.ok(files.length, `${type} is used somewhere`);
      for (const file of files) assert.match(file, /^src\/emulator\/(routes\/admin(-page)?|errors)\.ts$/, `${type} in ${file}`);
    }
  }),
);

t('the OAuth token endpoint errors ({ error }, RFC 6749) are that field alone: oauthError names only them', () => {
  const named = sources().flatMap(([, text]) => [...text.matchAll(/\boauthError\(\s*'([a-z_]+)'/g)].map((m) => m[1]));
  assert.ok(named.length);
  assert.equal(
    named.filter((e) => !OAUTH_ERRORS.has(e)),
    [],
  );
});

t(
  'the detector fires: a made-up type in fail(), in a table (one line or two), by hand; fail() refuses an uncatalogued type',
  withOracle((o) => {
    const bad = [
      "if (x) throw fail('made_up_type');",
      "const T = { made_up_table_type: [400, 'Nope.'] };",
      "const U = {\n  made_up_long_type: [\n    404,\n    'A long message.',\n  ],\n};",
      "throw new ApiError('made_up_class_type', 400, 'x');",
      "sendJSON(res, 400, { error_type: 'made_up_body_type' });",
      "throw fail('otp_code_not_found'); // official: not reported",
      "throw fail(signup ? 'made_up_ternary_type' : 'no_login_redirect_urls_set', 'detail');",
      "const C = { notFound: 'made_up_not_found', takenError: 'duplicate_made_up' };",
      "const ROWS = [[r.deleteX, 'xs', 'x_id', () => {}, 'made_up_row_not_found']];",
      "if (bad) return 'made_up_not_allowed';",
    ].join('\n');
    assert.equal(outside(scan(bad), o), [
      'duplicate_made_up',
      'made_up_body_type',
      'made_up_class_type',
      'made_up_long_type',
      'made_up_not_allowed',
      'made_up_not_found',
      'made_up_row_not_found',
      'made_up_table_type',
      'made_up_ternary_type',
      'made_up_type',
    ]);
    assert.throws(() => fail('made_up_type'), /no error table holds this error type/);
    assert.is(fail('otp_code_not_found').status, 404);
  }),
);

t.run();
