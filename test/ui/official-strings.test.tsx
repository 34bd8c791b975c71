// The official widgets' `strings` keys (their message ids) reach the same places here
// (src/ui/official-strings.ts): mapped to our keys, tags dropped, plurals read, placeholders renamed;
// a mount whose strings name such an id loads the map first, then draws with the host's words.
import '../helpers/dom';
import { readFileSync } from 'node:fs';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { fromOfficial } from '../../src/ui/official-strings';
import { consumerIds, b2bIds } from '../../src/ui/official-ids';
import { consumerText } from '../../src/consumer/text';
import * as ui from '../../src/ui/text';
import * as consumer from '../../src/consumer/text';
import * as consumerScreens from '../../src/consumer/text-screens';
import * as b2b from '../../src/b2b/text';
import * as b2bScreens from '../../src/b2b/text-screens';
import * as idp from '../../src/idp/text';
import * as components from '../../src/ui/text-components';
import * as errors from '../../src/ui/text-errors';
import * as password from '../../src/ui/text-password';
import { setup } from '../consumer/harness';
import { until } from './util';

test('an official id becomes the key (or keys) it maps to; a key of ours stays, and wins over a mapped one', () => {
  assert.equal(fromOfficial({ 'button.emailLogin': 'Go on', 'main.title': 'Mine' }, 'consumer'), {
    'main.submit.email': 'Go on',
    'main.title': 'Mine',
  });
  assert.equal(fromOfficial({ 'button.emailLogin': 'Theirs', 'main.submit.email': 'Ours' }, 'consumer'), { 'main.submit.email': 'Ours' });
  // The confirmation's Delete, not each row's labelled button (its name names the passkey).
  assert.equal(fromOfficial({ 'button.delete': 'Remove' }, 'consumer'), { 'passkey.list.confirm': 'Remove' });
  assert.equal(
    fromOfficial({ 'button.emailLogin': 'x' }, 'profile'),
    { 'button.emailLogin': 'x' },
    'no map for a widget without an official counterpart',
  );
});

test('the official form in ours: tags dropped, an ICU plural read as its other branch, placeholders renamed', () => {
  assert.equal(fromOfficial({ 'error.authPolicyWithOrg': 'No way into <bold>{organizationName}</bold>.' }, 'b2b'), {
    'err.cannotJoin': 'No way into {organization}.',
  });
  assert.equal(
    fromOfficial(
      { 'password.strengthError.complexity': 'Use {complexity, plural, one {# kind} other {# kinds}} of characters' },
      'consumer',
    ),
    { 'ui.strength.complexity': 'Use {n} kinds of characters' },
  );
});

test('the map names only keys our catalogues have (consumer and B2B, shared and identity-provider ones)', () => {
  const catalogues = [ui, consumer, consumerScreens, b2b, b2bScreens, idp, components, errors, password].flatMap((m) =>
    Object.values(m).filter((v): v is Record<string, string> => !!v && typeof v === 'object'),
  );
  const known = (k: string) => catalogues.some((c) => k in c);
  const missing = [...Object.values(consumerIds), ...Object.values(b2bIds)].flat().filter((k) => !known(k));
  assert.equal(missing, []);
});

/** The official English catalogue (test-only oracle): message id -> text. */
const officialTexts = (file: string) =>
  Object.fromEntries(
    [
      ...readFileSync(`node_modules/@stytch/vanilla-js-6/messages/${file}`, 'utf8').matchAll(/^msgid "(.*)"\nmsgstr "((?:[^"\\]|\\.)*)"/gm),
    ].map((m) => [m[1], m[2].replace(/\\"/g, '"')]),
  );
const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]);

test("each official English text, in our form, names only placeholders its target's text has (a rename per our key)", () => {
  const catalogues = [ui, consumer, consumerScreens, b2b, b2bScreens, idp, components, errors, password].flatMap((m) =>
    Object.values(m).filter((v): v is Record<string, string> => !!v && typeof v === 'object'),
  );
  const textOf = (k: string) => catalogues.find((c) => k in c)?.[k] ?? '';
  const wrong: string[] = [];
  for (const [section, file, ids] of [
    ['consumer', 'en.po', consumerIds],
    ['b2b', 'b2b/en.po', b2bIds],
  ] as const) {
    const texts = officialTexts(file);
    for (const id of Object.keys(ids)) {
      assert.ok(id in texts, `${id} is an official ${section} id`);
      for (const [key, text] of Object.entries(fromOfficial({ [id]: texts[id] }, section)))
        for (const p of placeholders(text ?? ''))
          if (!placeholders(textOf(key)).includes(p)) wrong.push(`${section} ${id} -> ${key}: {${p}}`);
    }
  }
  assert.equal(wrong, []);
});

test("a mount with an official id: its map loads, then the widget draws the host's words where the official widget would", async () => {
  assert.ok(!('button.emailLogin' in consumerText), 'an id our catalogue lacks');
  const h = await setup({ products: ['emailMagicLinks'] }, {}, 'login', { strings: { 'button.emailLogin': 'Weiter mit E-Mail' } });
  await until(() => h.text().includes('Weiter mit E-Mail'), 'the host words');
  assert.ok(h.el.querySelector('button[type=submit]')?.textContent?.includes('Weiter mit E-Mail'));
});

test.run();
