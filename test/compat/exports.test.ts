// The whole public surface of both official lines: every name each official entry point exports
// (TypeScript compiler API over the official packages' .d.ts) must be exported by the matching
// featherlogin entry (its source, as the declaration build sees it) with a compatible kind: a value
// where the official exports a value, a type where it exports a type. 5.23.5 / react 19 (ENTRIES)
// and 6.3.0 / react 20.1 (ENTRIES6; b2b/adminPortal apart, ENTRIES_ADMIN) are measured apart, each printing its
// figure. The only exceptions are ALLOWED (each with its reason) and, for 6.x, GAPS6: names not
// exported yet, each saying whose work they are, counted in the figure as missing. Enum and
// constant values are compared at run time in values.test.ts.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { ENTRIES, ENTRIES6, ENTRIES_ADMIN, type Entry, surfaces, type Kind } from './surface';

/** Official names featherlogin does not export, and why. Keep it short. */
export const ALLOWED: Record<string, string> = {
  // @stytch/react 19.18.1 re-exports these from '@stytch/vanilla-js', which has no such names:
  // they are undefined at run time and do not resolve in its own declarations. (featherlogin exports
  // them since the 6.x line's helpers, src/core/idp-params.ts; the 5.x count leaves the broken
  // official re-exports out all the same.)
  OAuthAuthorizeParams: 'official re-export of a name @stytch/vanilla-js 5.23.5 lacks (undefined at run time)',
  OAuthLogoutParams: 'official re-export of a name @stytch/vanilla-js 5.23.5 lacks (undefined at run time)',
  parseOAuthAuthorizeParams: 'official re-export of a name @stytch/vanilla-js 5.23.5 lacks (undefined at run time)',
  parseOAuthLogoutParams: 'official re-export of a name @stytch/vanilla-js 5.23.5 lacks (undefined at run time)',
};

/**
 * 6.x names featherlogin does not export yet: they count as missing in the 6.x figure (its N/N
 * shows them). A name that becomes exported fails the last test until it is dropped from here.
 */
export const GAPS6: Record<string, string> = {};

const compatible = (official: Kind, ours: Kind) => official === ours || ours === 'both' || (official === 'type' && ours !== 'value');

/** One official line against featherlogin: a test per entry, its figure printed after the run. */
function measure(label: string, entries: Entry[], skip: Record<string, string>, gaps: Record<string, string> = {}) {
  const official = surfaces(entries.map((e) => e.official));
  const ours = surfaces([...new Set(entries.map((e) => `./${e.source}`))]);
  let total = 0;
  let present = 0;
  for (const e of entries) {
    test(`${label}: ${e.ours} exports every name of ${e.official} with a compatible kind`, () => {
      const theirs = official.get(e.official);
      const mine = ours.get(`./${e.source}`);
      assert.ok(theirs && theirs.size > 0, `${e.official} resolves`);
      assert.ok(mine, `${e.source} resolves`);
      const missing: string[] = [];
      const wrongKind: string[] = [];
      for (const [name, kind] of theirs) {
        if (name in skip) continue;
        total++;
        const k = mine.get(name);
        if (!k) name in gaps || missing.push(name);
        else if (!compatible(kind, k)) wrongKind.push(`${name} (official ${kind}, ours ${k})`);
        else present++;
      }
      assert.equal(missing, [], `${e.ours} lacks ${missing.length} of ${theirs.size}`);
      assert.equal(wrongKind, [], `${e.ours}: kinds differ`);
    });
  }
  test(`${label}: the allowlist only names official exports, the gaps only ones still missing`, () => {
    for (const name of [...Object.keys(skip), ...Object.keys(gaps)]) {
      const inOfficial = entries.some((e) => official.get(e.official)?.has(name));
      assert.ok(inOfficial, `${name} is no longer an official export: drop it`);
      if (!(name in gaps)) continue;
      const exportedHere = entries.some((e) => official.get(e.official)?.has(name) && ours.get(`./${e.source}`)?.has(name));
      assert.not.ok(exportedHere, `${name} is exported now: drop it from the list`);
    }
  });
  test.after(() => console.log(`official exports (${label}): ${present}/${total}`));
}

measure('5.23.5', ENTRIES, ALLOWED);
measure('6.3.0 + react 20.1.0, adminPortal aside', ENTRIES6, {}, GAPS6);
// The Admin Portal entries re-export the B2B surface: GAPS6 is empty, so every name counts there too.
measure('adminPortal 6.3.0 + react 20.1.0', ENTRIES_ADMIN, {}, GAPS6);
test.after(() => console.log(`6.x names not exported yet (GAPS6): ${Object.keys(GAPS6).length}`));

test.run();
