// Identity-provider widget accessibility (audit): focus on each new screen, named controls,
// announced errors, server text as text.
import '../helpers/dom';
import { flush } from '../helpers/kit';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { nav } from '../../src/idp/flow';
import { mountIdentityProvider } from '../../src/idp/IdentityProvider';
import { unmountWidget } from '../../src/ui/mount';

const went: string[] = [];
nav.go = (url) => void went.push(url);

function fake(o: { logout?: () => any; authorize?: () => any } = {}) {
  return {
    idp: {
      oauthAuthorizeStart: async () =>
        o.authorize
          ? o.authorize()
          : { consent_required: true, oidc_client: { client_name: 'Docs' }, grantable_scope: 'openid', ungrantable_scope: 'admin' },
      oauthAuthorizeSubmit: () => {},
      oauthLogoutStart: async () => (o.logout ? o.logout() : { consent_required: true, redirect_uri: 'https://app/bye' }),
    },
    session: { getSync: () => ({ session_id: 's' }), onChange: () => () => {}, revoke: async () => ({}), attest: async () => ({}) },
    bootstrap: { peek: () => ({ projectName: 'Acme' }), getAsync: async () => ({ projectName: 'Acme' }) },
    recoverSession: async () => {},
    organization: {},
  };
}

async function mount(search: string, client: ReturnType<typeof fake>) {
  window.history.replaceState(null, '', `http://localhost:3000/oauth${search}`);
  document.body.innerHTML = '<div id="idp"></div>';
  mountIdentityProvider(client, { elementId: '#idp' });
  await flush();
  return document.querySelector('#idp > div')!;
}
const button = (root: Element, label: string) =>
  [...root.querySelectorAll('button')].find((b) => b.textContent?.trim() === label) as HTMLButtonElement;

test('Logout, No: the not-logged-out message takes the focus the No button had (announced as a status)', async () => {
  const root = await mount('?client_id=c1&post_logout_redirect_uri=https://app/bye', fake());
  assert.not.ok(root.contains(document.activeElement), 'a first screen, even after the spinner, never takes the page focus');
  const no = button(root, 'No');
  no.focus();
  no.click();
  await flush();
  const msg = root.querySelector('[role=status]:not([aria-live=polite][aria-label])') as HTMLElement;
  assert.is(msg?.textContent?.trim(), 'You have not been logged out. You may close this page.');
  assert.is(document.activeElement, msg);
  unmountWidget('#idp');
});

test('Consent: the page keeps its focus, every control named by its text, ungrantable scopes in a keyboard-operable disclosure', async () => {
  const root = await mount('?client_id=c1&redirect_uri=https://app/cb&response_type=code&scope=openid%20admin', fake());
  assert.not.ok(root.contains(document.activeElement), 'a first screen after the spinner does not take the page focus');
  for (const b of root.querySelectorAll('button')) assert.ok((b.textContent || b.getAttribute('aria-label') || '').trim(), 'named button');
  assert.ok(button(root, 'Allow') && button(root, 'Deny'));
  assert.ok(root.querySelector('details > summary')?.textContent?.includes('You do not have permissions to grant Docs'));
  unmountWidget('#idp');
});

test('server error: announced (role=alert) and rendered as text, never HTML', async () => {
  const root = await mount(
    '?client_id=c1&redirect_uri=https://app/cb&response_type=code',
    fake({
      authorize: () =>
        Promise.reject({ error_message: '<img src=x onerror="alert(1)"> bad client, see https://stytch.com/docs and https://evil.test/x' }),
    }),
  );
  const alert = root.querySelector('[role=alert]')!;
  assert.ok(alert.textContent!.includes('<img src=x onerror="alert(1)"> bad client'));
  assert.is(root.querySelectorAll('img').length, 0);
  assert.equal(
    [...alert.querySelectorAll('a')].map((a) => [a.getAttribute('href'), a.getAttribute('rel')]),
    [['https://stytch.com/docs', 'noopener noreferrer']],
  );
  unmountWidget('#idp');
});

test.run();
