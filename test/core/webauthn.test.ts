// Passkeys: the autofill (conditional mediation) preconditions, the browser calls, and the codec.
import '../helpers/dom';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { SDKInvalidResponseError } from '../../src/core/errors';
import { creationOptions, credentialJSON, requestOptions, toB64url, toBuffer } from '../../src/core/webauthn-codec';
import { findAutofillField } from '../../src/core/consumer/autofill';
import { setup } from './consumer-setup';

const nav = navigator as any;
const saved = Object.getOwnPropertyDescriptor(nav, 'credentials');
let getCalls: any[] = [];
let getResult: unknown = null;
test.before.each(() => {
  getCalls = [];
  Object.defineProperty(nav, 'credentials', { configurable: true, value: { get: async (o: unknown) => (getCalls.push(o), getResult) } });
});
test.after(() => {
  if (saved) Object.defineProperty(nav, 'credentials', saved);
  else delete nav.credentials;
  delete (globalThis as any).PublicKeyCredential;
});

const START = { public_key_credential_request_options: JSON.stringify({ challenge: 'Y2g', allowCredentials: [] }) };

test('autofill needs an input with autocomplete webauthn and browser support: "Browser does not support WebAuthn autofill"', async () => {
  const s = setup({ answer: () => ({ body: { data: START } }) });
  try {
    const run = () => s.client.webauthn.authenticate({ session_duration_minutes: 30, conditional_mediation: true });
    const expectUnsupported = async () => {
      try {
        await run();
      } catch (e: any) {
        assert.is(e.message, 'Browser does not support WebAuthn autofill');
        return;
      }
      assert.unreachable('should reject');
    };
    const support = { isConditionalMediationAvailable: async () => true };
    await expectUnsupported(); // no input, no support
    (globalThis as any).PublicKeyCredential = support;
    await expectUnsupported(); // support, no input
    delete (globalThis as any).PublicKeyCredential;
    document.body.innerHTML = '<input autocomplete="username webauthn">';
    await expectUnsupported(); // input, no support
    (globalThis as any).PublicKeyCredential = support;
    assert.is(await s.client.webauthn.browserSupportsAutofill(), true);
    assert.is(await run(), null, 'no credential chosen: null, no authenticate call');
    assert.is(getCalls[0].mediation, 'conditional');
    assert.equal(
      s.calls().map((r) => r.path),
      ['/webauthn/authenticate/start/primary'],
    );
  } finally {
    document.body.innerHTML = '';
    s.done();
  }
});

test('the autofill field is found in the document and inside open shadow roots (enableShadowDOM widgets)', () => {
  try {
    assert.is(findAutofillField(), null);
    const host = document.createElement('div');
    document.body.appendChild(host);
    const inner = document.createElement('div');
    host.attachShadow({ mode: 'open' }).appendChild(inner);
    inner.innerHTML = '<label>Email <input autocomplete="username webauthn"></label>';
    assert.is(findAutofillField(), inner.querySelector('input'));
    document.body.insertAdjacentHTML('afterbegin', '<input id="light" autocomplete="webauthn">');
    assert.is(findAutofillField()?.id, 'light', 'the document first');
  } finally {
    document.body.innerHTML = '';
  }
});

test('codec: base64url <-> buffers, options decoded, credential encoded', () => {
  const bytes = new Uint8Array([0, 1, 2, 250, 251, 252, 253, 254, 255]);
  const enc = toB64url(bytes.buffer)!;
  assert.is(enc, 'AAEC-vv8_f7_');
  assert.equal([...new Uint8Array(toBuffer(enc))], [...bytes]);
  assert.is(toB64url(bytes.subarray(3, 6)), '-vv8', 'a view encodes only its own bytes');
  assert.is(toB64url(null), undefined);
  const invalid = () => new Error('invalid');
  const c = creationOptions(
    { challenge: 'AAEC', user: { id: 'dQ', name: 'n' }, excludeCredentials: [{ id: 'AAEC', type: 'public-key' }] },
    invalid,
  );
  assert.equal([...new Uint8Array(c.challenge as ArrayBuffer)], [0, 1, 2]);
  assert.equal([...new Uint8Array(c.user.id as ArrayBuffer)], [117]);
  assert.equal([...new Uint8Array(c.excludeCredentials![0].id as ArrayBuffer)], [0, 1, 2]);
  const r = requestOptions(JSON.stringify({ challenge: 'AAEC', rpId: 'example.com' }), invalid);
  assert.is(r.rpId, 'example.com');
  const json = JSON.parse(
    credentialJSON({
      id: 'x',
      rawId: bytes.buffer,
      type: 'public-key',
      getClientExtensionResults: () => ({ credProps: { rk: true } }),
      response: { clientDataJSON: bytes.buffer, signature: bytes.subarray(0, 3), getTransports: () => ['internal'] },
    } as any),
  );
  assert.equal(json, {
    id: 'x',
    rawId: 'AAEC-vv8_f7_',
    type: 'public-key',
    clientExtensionResults: { credProps: { rk: true } },
    response: { clientDataJSON: 'AAEC-vv8_f7_', signature: 'AAEC', transports: ['internal'] },
  });
});

test('a start answer without usable options rejects with the invalid-response error, not a TypeError', async () => {
  const bad: [string, unknown][] = [
    ['no options', undefined],
    ['not JSON', '{challenge'],
    ['no challenge', JSON.stringify({ user: { id: 'dQ' } })],
    ['challenge not base64url', { challenge: '%%%', user: { id: 'dQ' } }],
    ['credential list not a list', { challenge: 'AAEC', user: { id: 'dQ' }, excludeCredentials: 'x', allowCredentials: 'x' }],
  ];
  for (const [label, options] of bad) {
    const s = setup({
      answer: () => ({
        body: { data: { public_key_credential_creation_options: options, public_key_credential_request_options: options } },
      }),
    });
    s.signIn();
    try {
      for (const [call, run] of [
        ['register', () => s.client.webauthn.register()],
        ['authenticate', () => s.client.webauthn.authenticate({ session_duration_minutes: 30 })],
      ] as const) {
        const e: any = await run().then(
          () => null,
          (err) => err,
        );
        assert.instance(e, SDKInvalidResponseError, `${call}: ${label}`);
        assert.is(e.message, 'Invalid response from our servers.', `${call}: ${label}`);
      }
      assert.is(getCalls.length, 0, `${label}: the browser is never asked`);
    } finally {
      s.done();
    }
  }
});

test.run();
