// The host's `strings` override the identity-provider widget's texts (every user-visible string is
// in the catalogue, src/idp/text.ts), through mountIdentityProvider of src/idp (both verticals).
import '../helpers/dom';
import { flush } from '../helpers/kit';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { mountIdentityProvider } from '../../src/idp/IdentityProvider';
import { unmountWidget } from '../../src/ui/mount';

const client = {
  idp: {
    oauthAuthorizeStart: async () => ({
      consent_required: true,
      oidc_client: { client_name: 'Docs' },
      grantable_scope: 'openid',
      ungrantable_scope: '',
    }),
    oauthAuthorizeSubmit: () => {},
    oauthLogoutStart: async () => ({ consent_required: true, redirect_uri: 'https://app/bye' }),
  },
  session: { getSync: () => ({ member_session_id: 's' }), onChange: () => () => {}, revoke: async () => ({}), attest: async () => ({}) },
  bootstrap: { peek: () => ({ projectName: 'Acme' }), getAsync: async () => ({ projectName: 'Acme' }) },
  recoverSession: async () => {},
  organization: {},
};

async function mount(search: string, strings?: Record<string, string>) {
  window.history.replaceState(null, '', `http://localhost:3000/oauth${search}`);
  document.body.innerHTML = '<div id="idp"></div>';
  mountIdentityProvider(client, { elementId: '#idp', strings });
  await flush();
  const root = document.querySelector('#idp > div')!;
  const buttons = () => [...root.querySelectorAll('button')].map((b) => (b.textContent || '').trim());
  return { text: () => (root.textContent || '').replace(/\s+/g, ' '), buttons };
}

const AUTH = '?client_id=c1&redirect_uri=https://app/cb&response_type=code';

test('consent screen: overridden title (with its placeholders), scope text and buttons; the rest keeps the defaults', async () => {
  const h = await mount(AUTH, {
    'idp.titleSignIn': 'Bei {client} mit {project} anmelden',
    'idp.allow': 'Erlauben',
    'idp.scope.openid': 'Ihre Identität bestätigen',
  });
  assert.match(h.text(), 'Bei Docs mit Acme anmelden');
  assert.match(h.text(), 'Ihre Identität bestätigen');
  assert.not.match(h.text(), 'Sign in to Docs');
  assert.equal(h.buttons(), ['Erlauben', 'Deny']);
  assert.match(h.text(), 'View information stored within your account', 'not overridden: the default');
  unmountWidget('#idp');
});

test('logout screen: overridden question and answers', async () => {
  const h = await mount('?client_id=c1&post_logout_redirect_uri=https://app/bye', {
    'idp.logoutTitle': 'Abmelden?',
    'idp.yes': 'Ja',
    'idp.no': 'Nein',
  });
  assert.match(h.text(), 'Abmelden?');
  assert.match(h.text(), 'Are you sure you want to log out of your Acme account?');
  assert.equal(h.buttons(), ['Ja', 'Nein']);
  unmountWidget('#idp');
});

test.run();
