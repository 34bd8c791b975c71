// The one B2B email form (components/EmailForm.tsx) as the forgot-password and SSO discovery
// screens use it: prefilled email, the invalid-email message under the field, the send, and a
// server answer shown inline. (Main's email form: screens.test.tsx.)
import '../helpers/dom';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { apiError, flush, render, setURL, submit, type, type Answers } from './harness';

async function screen(name: 'PasswordForgotForm' | 'SSODiscoveryEmail', answers: Answers = {}) {
  setURL('http://localhost:3000/login');
  const h = await render({ authFlowType: 'Discovery', products: ['emailMagicLinks', 'sso', 'passwords'] }, answers);
  h.w.dispatch({ type: 'setEmail', email: 'ada@acme.com' });
  h.w.dispatch({ type: 'transition', screen: name, push: true });
  await flush();
  const input = () => h.root.querySelector('input[type="email"]') as HTMLInputElement;
  const send = async (email: string) => {
    type(input(), email);
    await flush();
    submit(h.root);
    await flush();
  };
  return { ...h, input, send, alert: () => h.root.querySelector('[role="alert"]')?.textContent || '' };
}

// [screen, the send's call, the next screen's text, the inline text when the call fails with 'Too many requests']
const CASES = [
  ['PasswordForgotForm', 'passwords.discovery.resetByEmailStart', 'Check your email!', 'Too many requests'],
  [
    'SSODiscoveryEmail',
    'sso.discoverConnections',
    "Sorry, we couldn't find any connections.",
    'Something went wrong. Try again later or contact your admin for help.',
  ],
] as const;

for (const [name, call, next, failed] of CASES) {
  test(`${name}: prefilled; an invalid email shows 'Invalid email address' and sends nothing; a valid one is sent`, async () => {
    const h = await screen(name, { 'sso.discoverConnections': () => ({ connections: [] }) });
    assert.is(h.input().value, 'ada@acme.com');
    await h.send('nope@acme');
    assert.is(h.alert(), 'Invalid email address');
    assert.is(h.input().getAttribute('aria-invalid'), 'true');
    assert.equal(h.called(call), []);
    await h.send('grace@acme.com');
    assert.is(h.called(call).length, 1);
    assert.match(JSON.stringify(h.called(call)[0]), 'grace@acme.com');
    assert.match(h.text(), next);
    h.unmount();
  });

  test(`${name}: a failed send shows the answer under the field`, async () => {
    const h = await screen(name, { [call]: () => Promise.reject(apiError('x', 'Too many requests')) });
    await h.send('grace@acme.com');
    assert.is(h.called(call).length, 1);
    assert.is(h.alert(), failed);
    assert.is(h.input().getAttribute('aria-invalid'), 'true');
    h.unmount();
  });
}

test.run();
