// The one URL check (src/core/url.ts) for every URL from the server or the host: http(s), and for
// images data:image/; everything else is dropped before it reaches the DOM or the location bar.
import '../helpers/dom';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { StytchHeadlessClient } from '../../src/core/consumer/client';
import { SDKInvalidResponseError } from '../../src/core/errors';
import { redirectURL, safeImageURL, safeURL } from '../../src/core/url';
import { Logo } from '../../src/ui/components/Logo';
import { mountWidget } from '../../src/ui';
import { flush, host } from './util';

const UNSAFE = [
  'javascript:alert(1)',
  ' JaVaScRiPt:alert(1)',
  'java\tscript:alert(1)',
  'vbscript:msgbox(1)',
  'data:text/html,<script>alert(1)</script>',
  'data:application/javascript,alert(1)',
  'blob:https://x.test/1',
  'file:///etc/passwd',
  'http://[::1',
  '',
  null,
  undefined,
  42,
  {},
];

test('safeURL: https and http pass (as the browser reads them), every other scheme is dropped', () => {
  assert.is(safeURL('https://cdn.test/a.png'), 'https://cdn.test/a.png');
  assert.is(safeURL('http://127.0.0.1:4100/x'), 'http://127.0.0.1:4100/x');
  assert.is(safeURL('/logo.png'), `${location.origin}/logo.png`, 'relative: the page scheme');
  for (const u of [...UNSAFE, 'data:image/png;base64,AAAA']) assert.is(safeURL(u), undefined, String(u));
});

test('safeImageURL: also data:image/, nothing else', () => {
  assert.is(safeImageURL('data:image/png;base64,AAAA'), 'data:image/png;base64,AAAA');
  assert.is(safeImageURL('data:image/svg+xml,%3Csvg%3E'), 'data:image/svg+xml,%3Csvg%3E');
  assert.is(safeImageURL('https://cdn.test/a.png'), 'https://cdn.test/a.png');
  for (const u of UNSAFE) assert.is(safeImageURL(u), undefined, String(u));
});

test('redirectURL: an unsafe redirect from the server is an invalid response', () => {
  assert.is(redirectURL('https://app.test/in'), 'https://app.test/in');
  for (const u of UNSAFE)
    assert.throws(
      () => redirectURL(u),
      (e: unknown) => e instanceof SDKInvalidResponseError,
      String(u),
    );
});

test("redirectURL for an identity-provider logout: also a native app's own scheme, never an unsafe one", () => {
  assert.is(redirectURL('com.example.app:/logout?state=1', true), 'com.example.app:/logout?state=1');
  assert.throws(
    () => redirectURL('com.example.app:/logout'),
    (e: unknown) => e instanceof SDKInvalidResponseError,
    'not elsewhere',
  );
  for (const u of ['intent://scan/#Intent;scheme=zxing;end', 'ms-settings:privacy', 'tel:+15555550100'])
    assert.throws(
      () => redirectURL(u, true),
      (e: unknown) => e instanceof SDKInvalidResponseError,
      `${u}: not an app's own scheme`,
    );
  for (const u of UNSAFE)
    assert.throws(
      () => redirectURL(u, true),
      (e: unknown) => e instanceof SDKInvalidResponseError,
      String(u),
    );
});

test('Logo: a javascript: or data:text URL (theme or explicit) renders no image', async () => {
  for (const [styles, src] of [
    [{ logo: { logoImageUrl: 'javascript:alert(1)' } }, undefined],
    [{}, 'javascript:alert(1)'],
    [{}, 'data:text/html,<b>x</b>'],
  ] as const) {
    const el = host();
    mountWidget('#app', <Logo src={src} />, { styles });
    await flush();
    assert.is(el.querySelector('img'), null, JSON.stringify([styles, src]));
  }
  const el = host();
  mountWidget('#app', <Logo src="data:image/png;base64,AAAA" />);
  await flush();
  assert.is(el.querySelector('img')?.getAttribute('src'), 'data:image/png;base64,AAAA');
});

test('client: a base URL that is not http(s) (redirects and forms are built on it) is a usage error', () => {
  assert.throws(
    () => new StytchHeadlessClient('public-token-test-url-check', { endpoints: { testAPIURL: 'javascript:alert(1)//' } }),
    (e: Error) => e.name === 'StytchSDKUsageError' && e.message.includes('http'),
  );
});

test.run();
