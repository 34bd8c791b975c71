// The HTML pages people use: mailbox (newest first, clickable links, escaped text), the start
// page, and the OAuth provider page's error view (never renders input as markup). Plus the codecs.
import { raw, sdk, startEmulator, walkProviderPage } from './setup';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { base32Decode, base32Encode, base58Decode, base58Encode } from '../../src/emulator/codecs';
import type { Emulator } from '../../src/emulator/index';
import { shallowEnough, validate } from '../../src/emulator/schema';

const t = suite('emulator: pages and codecs');
let emu: Emulator;
t.before(async () => {
  emu = await startEmulator();
});
t.after(() => emu.close());

t('the mailbox lists messages newest first with clickable links; the outbox filters by recipient', async () => {
  await sdk(emu, 'POST', '/magic_links/email/login_or_create', { email: 'box@example.com' });
  await sdk(emu, 'POST', '/otps/sms/login_or_create', { phone_number: '+15555550123' });
  const page = await raw(`${emu.url}/emulator/mailbox`);
  assert.is(page.status, 200);
  assert.match(page.headers['content-type'] as string, 'text/html');
  const sms = page.text.indexOf('+15555550123');
  const mail = page.text.indexOf('box@example.com');
  assert.ok(sms > 0 && mail > sms, 'newest first');
  assert.match(page.text, /<a href="http:\/\/localhost:3000\/authenticate\?stytch_token_type=magic_links&amp;token=[^"]+">/);
  const json = (await raw(`${emu.url}/emulator/outbox?to=%2B15555550123`)).json;
  assert.is(json.messages.length, 1);
  assert.equal(Object.keys(json.messages[0]).sort(), ['channel', 'code', 'created_at', 'id', 'subject', 'text', 'to']);
});

t('pages never render request text as markup', async () => {
  const evil = '"><script>alert(1)</script>';
  const r = await raw(
    `${emu.url}/v1/public/oauth/google/start?public_token=${emu.publicToken}&login_redirect_url=${encodeURIComponent(evil)}`,
  );
  assert.is(r.status, 400);
  assert.not.match(r.text, '<script>alert(1)</script>');
  assert.match(r.text, '&lt;script&gt;');
  const box = await raw(`${emu.url}/emulator/mailbox?to=${encodeURIComponent(evil)}`);
  assert.not.match(box.text, '<script>alert(1)</script>');
  const start = await raw(`${emu.url}/`);
  assert.is(start.status, 303);
  assert.match((await raw(`${emu.url}/emulator`)).text, emu.publicToken);
});

t(
  'provider pages: consumer OAuth, B2B OAuth and SSO share one page (known identities one click away, the typed form) and one error page',
  async () => {
    const pickOf = (html: string, email: string) =>
      new RegExp(
        `<li><form method="post" action="([^"]+)">(.*?)<input type="hidden" name="email" value="${email}"><input type="hidden" name="name" value="([^"]*)"><button>Continue as ${email}</button></form></li>`,
      ).exec(html);
    // A consumer OAuth user is offered on the next visit, with the name it signed up with.
    const query = `public_token=${emu.publicToken}&login_redirect_url=${encodeURIComponent('http://localhost:3000/authenticate')}`;
    await walkProviderPage(`${emu.url}/v1/public/oauth/github/start?${query}`, { email: 'known@example.com', name: 'Kim Known' });
    const consumer = (await raw(`${emu.url}/v1/public/oauth/github/start?${query}`)).text;
    const pick = pickOf(consumer, 'known@example.com');
    assert.ok(pick, 'consumer pick');
    assert.is(pick![3], 'Kim Known');
    const b2b = (await raw(`${emu.url}/v1/b2b/public/oauth/google/start?public_token=${emu.b2bPublicToken}&organization_slug=acme`)).text;
    assert.ok(pickOf(b2b, 'admin@acme.test'), 'B2B pick');
    const sso = (await raw(`${emu.url}/v1/public/sso/start?public_token=${emu.b2bPublicToken}&connection_id=saml-connection-test-acme`))
      .text;
    assert.ok(pickOf(sso, 'admin@acme.test'), 'SSO pick');
    for (const page of [consumer, b2b, sso]) {
      assert.match(page, '<h2>Another ');
      assert.match(
        page,
        '<p><label for="email">Email</label><br><input id="email" name="email" type="email" required autocomplete="email"></p>',
      );
    }
    // A pick's form alone (its hidden fields) signs in.
    const form = new URLSearchParams(
      [...pick![2].matchAll(/name="([^"]+)" value="([^"]*)"/g)].map((m) => [m[1], m[2].replace(/&amp;/g, '&')]),
    );
    form.set('email', 'known@example.com');
    const back = await raw(`${emu.url}${pick![1]}`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: form.toString(),
    });
    assert.is(back.status, 303);
    assert.match(String(back.headers.location), 'stytch_token_type=oauth&token=');
    const errors = await Promise.all(
      [
        `/v1/public/oauth/google/start?public_token=nope`,
        `/v1/b2b/public/oauth/google/start?public_token=nope`,
        `/v1/public/sso/start?public_token=nope`,
      ].map((p) => raw(emu.url + p)),
    );
    for (const e of errors) {
      assert.is(e.status, 401);
      assert.match(e.text, '<h1>Sign-in error</h1><p role="alert"><strong>invalid_public_token_id</strong>');
    }
  },
);

t('codecs: base32 and base58 round-trip (leading zeros kept); junk is rejected', () => {
  const bytes = Uint8Array.from([0, 0, 1, 2, 250, 255, 7]);
  assert.equal([...base58Decode(base58Encode(bytes))!], [...bytes]);
  assert.is(base58Encode(Uint8Array.from([0, 0])), '11');
  assert.is(base58Decode('0OIl'), null);
  assert.equal([...base32Decode(base32Encode(bytes))], [...bytes]);
});

t('schema: required, optional, types and formats', () => {
  const s = { email: 'email', n: 'int?', tags: 'strings?', phone: 'phone?' } as const;
  assert.is(validate(s, { email: 'a@b.co' }), null);
  assert.is(validate(s, {})!.type, 'bad_request');
  assert.match(validate(s, {})!.message, 'Missing field: email.');
  assert.is(validate(s, { email: 'nope' })!.type, 'invalid_email');
  assert.is(validate(s, { email: 'a@b.co', n: 1.5 })!.type, 'invalid_argument');
  assert.is(validate(s, { email: 'a@b.co', tags: ['a', 2] })!.type, 'invalid_argument');
  assert.is(validate(s, { email: 'a@b.co', phone: '5555550100' })!.type, 'invalid_phone_number');
  assert.is(validate(s, { email: 'a@b.co', n: null }), null);
  assert.ok(shallowEnough({ a: { b: [1, { c: 2 }] } }));
  assert.not.ok(shallowEnough(JSON.parse('{"a":'.repeat(40) + '1' + '}'.repeat(40))));
});

t.run();
