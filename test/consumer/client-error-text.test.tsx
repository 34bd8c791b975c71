// Client errors the widget shows as their message ('Unable to contact our servers.') come from the
// catalogue (ui.error.<class name>), so a translated widget translates them too.
import '../helpers/dom';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { until } from '../ui/util';
import { setup, submit } from './harness';

const config = { products: ['emailMagicLinks'], emailMagicLinksOptions: { loginRedirectURL: 'https://app.test/auth' } } as any;
const offline = { 'POST /magic_links/email/login_or_create': new TypeError('Failed to fetch') };

async function send(h: Awaited<ReturnType<typeof setup>>) {
  const input = h.el.querySelector('input[type=email]') as HTMLInputElement;
  input.value = 'ann@example.com';
  input.dispatchEvent(new Event('input', { bubbles: true }));
  await until(() => input.value === 'ann@example.com');
  submit(h.el);
  await until(() => h.el.querySelector('[role=alert]')?.textContent, 'the error');
  return h.el.querySelector('[role=alert]')!.textContent;
}

test('network failure: the spec message by default, the host wording with strings', async () => {
  assert.is(await send(await setup(config, offline)), 'Unable to contact our servers.');
  const h = await setup(config, offline, 'login', {
    strings: { 'ui.error.StytchAPIUnreachableError': 'Impossible de joindre nos serveurs.' },
  });
  assert.is(await send(h), 'Impossible de joindre nos serveurs.');
});

test('a failure without words shows no raw "TypeError" (the consumer spec has no default text); onError still gets it', async () => {
  const h = await setup(config);
  const email = h.client.magicLinks.email;
  const real = email.loginOrCreate;
  email.loginOrCreate = () => Promise.reject(new TypeError());
  try {
    const input = h.el.querySelector('input[type=email]') as HTMLInputElement;
    input.value = 'ann@example.com';
    input.dispatchEvent(new Event('input', { bubbles: true }));
    await until(() => input.value === 'ann@example.com');
    submit(h.el);
    await until(() => h.errors.length, 'reported');
    assert.instance(h.errors[0], TypeError);
    assert.is(h.el.querySelector('[role=alert]')?.textContent ?? '', '');
  } finally {
    email.loginOrCreate = real;
  }
});

test.run();
