// The 6.x helpers parseOAuthAuthorizeParams / parseOAuthLogoutParams (src/core/idp-params.ts) against
// the official 6.3 ones (test-only oracle), query by query: the same `error` and `result`, defaults
// (response_type 'code', the OpenID scopes), the scope list, repeated `resource`, missing parameters.
import { createRequire } from 'node:module';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { parseOAuthAuthorizeParams, parseOAuthLogoutParams } from '../../src/core/idp-params';

const require = createRequire(import.meta.url);
const official = require('@stytch/vanilla-js-6/headless');

const AUTHORIZE = [
  '?client_id=c&redirect_uri=https://app/cb',
  '?client_id=c&redirect_uri=r&response_type=code&scope=openid%20%20read:docs&state=s&nonce=n&code_challenge=cc&prompt=consent',
  '?client_id=c&redirect_uri=r&resource=https://a&resource=https://b',
  '?client_id=c&redirect_uri=r&scope=&state=',
  '?redirect_uri=r',
  '?client_id=c&response_type=token',
  '',
];
const LOGOUT = [
  '?client_id=c&post_logout_redirect_uri=https://app/bye&state=s&id_token_hint=h',
  '?client_id=c&post_logout_redirect_uri=https://app/bye',
  '?post_logout_redirect_uri=x',
  '?client_id=c',
];

test('parseOAuthAuthorizeParams answers what the official 6.x helper answers', () => {
  for (const q of AUTHORIZE)
    assert.equal(parseOAuthAuthorizeParams(new URLSearchParams(q)), official.parseOAuthAuthorizeParams(new URLSearchParams(q)), q);
});

test('parseOAuthLogoutParams answers what the official 6.x helper answers', () => {
  for (const q of LOGOUT)
    assert.equal(parseOAuthLogoutParams(new URLSearchParams(q)), official.parseOAuthLogoutParams(new URLSearchParams(q)), q);
});

test('positive control: a differing default is seen', () => {
  const q = new URLSearchParams('?client_id=c&redirect_uri=r');
  const ours = parseOAuthAuthorizeParams(q);
  assert.not.equal({ ...ours, result: { ...ours.result, scopes: ['openid'] } }, official.parseOAuthAuthorizeParams(q));
});

test.run();
