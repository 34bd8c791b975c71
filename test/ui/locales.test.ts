// Built-in translations (src/ui/locales/*.ts): every shipped locale has exactly the keys of every
// English catalogue (shared ui, consumer, B2B, identity provider, profile, lazy parts included) with the same
// {placeholders}. The detector is shown to fire on a locale with a missing, an extra and a reworded key.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { readdirSync } from 'node:fs';
import { uiText } from '../../src/ui/text';
import * as components from '../../src/ui/text-components';
import { passwordText } from '../../src/ui/text-password';
import { consumerText } from '../../src/consumer/text';
import * as consumerChunks from '../../src/consumer/text-screens';
import { b2bText } from '../../src/b2b/text';
import * as b2bChunks from '../../src/b2b/text-screens';
import { idpText } from '../../src/idp/text';
import { profileText } from '../../src/profile/text';
import { LOCALES, matchLocale, loadLocale, type LocaleFile } from '../../src/ui/locale';
import { interpolate } from '../../src/ui/text';

const merge = (...o: object[]): Record<string, string> => Object.assign({}, ...o);
const english: LocaleFile = {
  ui: merge(uiText, ...Object.values(components), passwordText),
  consumer: merge(consumerText, ...Object.values(consumerChunks)),
  b2b: merge(b2bText, ...Object.values(b2bChunks)),
  idp: merge(idpText),
  profile: merge(profileText),
};

const holes = (s: string | undefined) =>
  [...(s || '').matchAll(/\{(\w+)\}/g)]
    .map((m) => m[1])
    .sort()
    .join(',');

/** What is wrong with a locale against English: missing and extra keys, placeholder mismatches. */
function problems(tag: string, file: LocaleFile): string[] {
  const out: string[] = [];
  for (const section of Object.keys(english) as (keyof LocaleFile)[]) {
    const en = english[section];
    const tr = file[section] || {};
    for (const k of Object.keys(en)) {
      if (typeof tr[k] !== 'string' || !tr[k]) out.push(`${tag} ${section}: missing ${k}`);
      else if (holes(tr[k]) !== holes(en[k])) out.push(`${tag} ${section}: ${k} has {${holes(tr[k])}}, English {${holes(en[k])}}`);
    }
    for (const k of Object.keys(tr)) if (!(k in en)) out.push(`${tag} ${section}: extra ${k}`);
  }
  return out;
}

test('every shipped locale has a file, and every file is shipped', () => {
  const files = readdirSync('src/ui/locales').map((f) => f.replace(/\.ts$/, ''));
  assert.equal(files.sort(), LOCALES.filter((l) => l !== 'en').sort());
});

for (const tag of LOCALES) {
  if (tag === 'en') continue;
  test(`${tag}: every key of every catalogue, the same placeholders`, async () => {
    const file = (await loadLocale(tag))!;
    assert.equal(problems(tag, file), []);
    assert.is(file.ui['ui.phone.locale'], tag, 'country names in the locale');
  });
}

test('the completeness check fires on a missing, an extra and a reworded placeholder', () => {
  const bad: LocaleFile = structuredClone(english);
  delete bad.consumer['main.title'];
  bad.b2b['nope.key'] = 'x';
  bad.idp['idp.titleSignIn'] = 'Sign in to {app}';
  const found = problems('bad', bad);
  assert.ok(
    found.some((p) => p.includes('missing main.title')),
    found.join('\n'),
  );
  assert.ok(found.some((p) => p.includes('extra nope.key')));
  assert.ok(found.some((p) => p.includes('idp.titleSignIn has {app}')));
  assert.is(found.length, 3);
});

test('matchLocale: exact tags, their language, the usual stand-ins, English otherwise', () => {
  assert.is(matchLocale('fr'), 'fr');
  assert.is(matchLocale('fr-CA'), 'fr');
  assert.is(matchLocale('AR-eg'), 'ar');
  assert.is(matchLocale('pt'), 'pt-BR', 'Portuguese is served in Brazilian Portuguese');
  assert.is(matchLocale('pt-br'), 'pt-BR');
  assert.is(matchLocale('zh'), 'zh-Hans', 'Chinese is served in Simplified Chinese');
  assert.is(matchLocale('zh-CN'), 'zh-Hans');
  assert.is(matchLocale(undefined), 'en');
  assert.is(matchLocale('xx'), 'en');
  assert.is(matchLocale('zh-Hant-TW'), 'en', 'Traditional Chinese is not Simplified');
});

test('right-to-left text isolates its values (an email keeps its own direction), left-to-right text is unchanged', () => {
  assert.is(interpolate('sent to {email}.', { email: 'a@b.co' }, true), 'sent to \u2068a@b.co\u2069.');
  assert.is(interpolate('sent to {email}.', { email: 'a@b.co' }), 'sent to a@b.co.');
  assert.is(interpolate('digit {n} of 6', { n: 1 }, true), 'digit 1 of 6', 'a plain number needs no isolation');
});

test.run();
