// The strength check every new-password form shares (src/ui/strength-check.ts): an older input's
// answer never replaces the current one's, Continue waits while a check runs, and a failed check is
// said in the form's words and reported.
import '../helpers/dom';
import { render } from 'preact';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { type StrengthCheck, useStrengthCheck } from '../../src/ui/strength-check';
import { flush } from './util';

type Answer = { valid_password: boolean; word: string };

function harness() {
  const pending = new Map<string, { ok: (a: Answer) => void; no: (e: unknown) => void }>();
  const reported: unknown[] = [];
  let s!: StrengthCheck<Answer>;
  function Probe() {
    s = useStrengthCheck<Answer>({
      ask: (password) => new Promise((ok, no) => pending.set(password, { ok, no })),
      valid: (r) => r.valid_password,
      words: (e) => `failed: ${(e as Error).message}`,
      report: (e) => reported.push(e),
    });
    return null;
  }
  const root = document.createElement('div');
  render(<Probe />, root);
  return { state: () => s, pending, reported, done: () => render(null, root) };
}

test("an older input's answer, arriving last, changes nothing; Continue waits while the current one is checked", async () => {
  const h = harness();
  h.state().check('short');
  await flush();
  h.state().check('a long passphrase');
  await flush();
  assert.is(h.state().valid, false, 'waits');
  h.pending.get('a long passphrase')!.ok({ valid_password: true, word: 'long' });
  await flush();
  h.pending.get('short')!.ok({ valid_password: false, word: 'short' });
  await flush();
  assert.is(h.state().result?.word, 'long');
  assert.is(h.state().valid, true);
  // ...nor does an older one's failure.
  h.state().check('other');
  await flush();
  h.state().check('a long passphrase again');
  await flush();
  h.pending.get('other')!.no(new Error('late'));
  await flush();
  assert.equal([h.state().error, h.reported.length], ['', 0]);
  h.done();
});

test("the current input's failed check: its words, reported, and not valid; emptied, nothing is left", async () => {
  const h = harness();
  h.state().check('a long passphrase');
  await flush();
  h.pending.get('a long passphrase')!.no(new Error('offline'));
  await flush();
  assert.equal([h.state().error, h.state().valid, h.reported.length], ['failed: offline', false, 1]);
  h.state().check('');
  await flush();
  assert.equal([h.state().error, h.state().result, h.state().valid], ['', null, false]);
  h.done();
});

test.run();
