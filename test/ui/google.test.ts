// Google's sign-in script for One Tap (src/ui/google.ts), shared by the consumer and B2B widgets:
// one script tag for every start, with the CSP nonce; a failed load is tried again; none when the
// page already has google.accounts.id. The script never really loads here (the tag is held back).
import '../helpers/dom';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { isTestClient, oneTapEnv, oneTapError, oneTapNonce, type GoogleId } from '../../src/ui/google';

const g = globalThis as { google?: { accounts: { id: GoogleId } } };
const fakeId: GoogleId = { initialize() {}, prompt() {} };

// happy-dom does not run scripts: keep the tags out of the document and record them.
const added: HTMLScriptElement[] = [];
const append = document.head.appendChild;
const holdScripts = () => (document.head.appendChild = ((n: HTMLScriptElement) => (added.push(n), n)) as any);
const restore = () => (document.head.appendChild = append);

test('load: a page that already has google.accounts.id gets it without a script tag', async () => {
  holdScripts();
  g.google = { accounts: { id: fakeId } };
  assert.is(await oneTapEnv.load('n0nce'), fakeId);
  assert.is(added.length, 0);
  delete g.google;
  restore();
});

test('load: two starts share one script tag with the CSP nonce; a failed load rejects both and the next start adds a new tag', async () => {
  holdScripts();
  const rejected = (p: Promise<unknown>) =>
    p.then(
      () => assert.unreachable('resolved'),
      (e) => assert.is(e.message, 'featherlogin: could not load https://accounts.google.com/gsi/client'),
    );
  const a = oneTapEnv.load('n0nce');
  const b = oneTapEnv.load('n0nce');
  await Promise.resolve();
  assert.is(added.length, 1, 'one tag for two starts');
  assert.is(added[0].src, 'https://accounts.google.com/gsi/client');
  assert.is(added[0].nonce, 'n0nce');
  added[0].dispatchEvent(new Event('error'));
  await rejected(a);
  await rejected(b);
  const c = oneTapEnv.load('n0nce');
  await Promise.resolve();
  assert.is(added.length, 2, 'tried again after the failure');
  g.google = { accounts: { id: fakeId } }; // what Google's script does when it runs
  added[1].dispatchEvent(new Event('load'));
  assert.is(await c, fakeId);
  restore();
});

test('load: a script that loaded without google.accounts.id rejects (no new tag)', async () => {
  holdScripts();
  delete g.google;
  const p = oneTapEnv.load();
  await Promise.resolve();
  assert.is(added.length, 2);
  await p.then(
    () => assert.unreachable('resolved'),
    (e) => assert.is(e.message, 'google.accounts.id missing'),
  );
  restore();
});

test('oneTapError: developer-message states from error_type or the not-displayed reason, else none', () => {
  assert.is(oneTapError('unregistered_origin'), 'origin_not_allowed_for_client');
  assert.is(oneTapError('invalid_client'), 'invalid_client');
  assert.is(oneTapError('no_signup_redirect_urls_set'), 'no_signup_redirect_urls_set');
  assert.is(oneTapError('suppressed_by_user'), 'none');
  assert.is(oneTapError(undefined), 'none');
});

test('isTestClient: only a public-token-test- token on the client context', () => {
  assert.ok(isTestClient({ ctx: { publicToken: 'public-token-test-abc' } }));
  assert.not.ok(isTestClient({ ctx: { publicToken: 'public-token-live-abc' } }));
  assert.not.ok(isTestClient({}));
});

test('oneTapNonce: 32 hex characters, new each time', () => {
  const a = oneTapNonce();
  assert.match(a, /^[0-9a-f]{32}$/);
  assert.is.not(a, oneTapNonce());
});

test.run();
