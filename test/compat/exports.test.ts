// The whole public surface: every name each official entry point exports (TypeScript compiler API
// over the official packages' .d.ts) must be exported by the matching featherlogin entry (its
// source, as the declaration build sees it) with a compatible kind: a value where the official
// exports a value, a type where it exports a type. The only exceptions are ALLOWED, each with its
// reason. Enum and constant values are compared at run time in values.test.ts.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { ENTRIES, surfaces, type Kind } from './surface';

/** Official names featherlogin does not export, and why. Keep it short. */
export const ALLOWED: Record<string, string> = {
  // @stytch/react 19.18.1 re-exports these from '@stytch/vanilla-js', which has no such names:
  // they are undefined at run time and do not resolve in its own declarations.
  OAuthAuthorizeParams: 'official re-export of a name @stytch/vanilla-js 5.23.5 lacks (undefined at run time)',
  OAuthLogoutParams: 'official re-export of a name @stytch/vanilla-js 5.23.5 lacks (undefined at run time)',
  parseOAuthAuthorizeParams: 'official re-export of a name @stytch/vanilla-js 5.23.5 lacks (undefined at run time)',
  parseOAuthLogoutParams: 'official re-export of a name @stytch/vanilla-js 5.23.5 lacks (undefined at run time)',
};

const compatible = (official: Kind, ours: Kind) => official === ours || ours === 'both' || (official === 'type' && ours !== 'value');

const official = surfaces(ENTRIES.map((e) => e.official));
const ours = surfaces(ENTRIES.map((e) => `./${e.source}`));

let total = 0;
let present = 0;
for (const e of ENTRIES) {
  test(`${e.ours} exports every name of ${e.official} with a compatible kind`, () => {
    const theirs = official.get(e.official);
    const mine = ours.get(`./${e.source}`);
    assert.ok(theirs && theirs.size > 0, `${e.official} resolves`);
    assert.ok(mine, `${e.source} resolves`);
    const missing: string[] = [];
    const wrongKind: string[] = [];
    for (const [name, kind] of theirs) {
      if (name in ALLOWED) continue;
      total++;
      const k = mine.get(name);
      if (!k) missing.push(name);
      else if (!compatible(kind, k)) wrongKind.push(`${name} (official ${kind}, ours ${k})`);
      else present++;
    }
    assert.equal(missing, [], `${e.ours} lacks ${missing.length} of ${theirs.size}`);
    assert.equal(wrongKind, [], `${e.ours}: kinds differ`);
  });
}

test('the allowlist only names official exports that are still missing', () => {
  for (const name of Object.keys(ALLOWED)) {
    const inOfficial = ENTRIES.some((e) => official.get(e.official)?.has(name));
    assert.ok(inOfficial, `${name} is no longer an official export: drop it from ALLOWED`);
    const exportedHere = ENTRIES.some((e) => official.get(e.official)?.has(name) && ours.get(`./${e.source}`)?.has(name));
    assert.not.ok(exportedHere, `${name} is exported now: drop it from ALLOWED`);
  }
});

test.after(() => console.log(`official exports: ${present}/${total}`));

test.run();
