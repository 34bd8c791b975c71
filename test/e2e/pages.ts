// Integrator pages the tests load: each mounts one widget from the CDN bundles, as the README shows.
import { pageHTML, type Harness } from './harness';

const J = JSON.stringify;

/** The consumer login widget at /login (or `path`). `extra` runs before mounting. */
export function consumerLogin(h: Harness, config: object, o: { styles?: object; nonce?: string; path?: string; extra?: string; headers?: Record<string, string>; bundles?: string[] } = {}) {
  const cfg = o.nonce ? { ...config, nonce: o.nonce } : config;
  return h.serve(
    o.path || '/login',
    pageHTML(h, {
      bundles: o.bundles || ['featherlogin.js'],
      token: h.consumerToken,
      nonce: o.nonce,
      script: `${o.extra || ''}
const client = new featherlogin.StytchUIClient(TOKEN, options);
window.client = client;
client.mountLogin({ elementId: '#login', config: ${J(cfg)}, styles: ${J(o.styles || {})}, callbacks });`,
    }),
    o.headers,
  );
}

/** The reset-password widget at /reset, given the token from the address (as an integrator would). */
export function consumerReset(h: Harness, config: object) {
  return h.serve(
    '/reset',
    pageHTML(h, {
      bundles: ['featherlogin.js'],
      token: h.consumerToken,
      script: `const client = new featherlogin.StytchUIClient(TOKEN, options);
window.client = client;
const token = new URLSearchParams(location.search).get('token') || '';
client.mountResetPassword({ elementId: '#login', config: ${J(config)}, passwordResetToken: token, callbacks });`,
    }),
  );
}

/** The passkey-registration widget for the signed-in user. */
export function consumerPasskeys(h: Harness, config: object) {
  return h.serve(
    '/passkeys',
    pageHTML(h, {
      bundles: ['featherlogin.js'],
      token: h.consumerToken,
      script: `const client = new featherlogin.StytchUIClient(TOKEN, options);
window.client = client;
client.mountPasskeyRegistration({ elementId: '#login', config: ${J(config)}, callbacks });`,
    }),
  );
}

/** The B2B widget at /b2b (or `path`), optionally under a CSP with its nonce. */
export function b2bLogin(h: Harness, config: object, o: { path?: string; extra?: string; nonce?: string; headers?: Record<string, string> } = {}) {
  const cfg = o.nonce ? { ...config, nonce: o.nonce } : config;
  return h.serve(
    o.path || '/b2b',
    pageHTML(h, {
      bundles: ['featherlogin.b2b.js'],
      token: h.b2bToken,
      nonce: o.nonce,
      script: `${o.extra || ''}
const client = new featherlogin.StytchB2BUIClient(TOKEN, options);
window.client = client;
client.mount({ elementId: '#login', config: ${J(cfg)}, callbacks });`,
    }),
    o.headers,
  );
}

/** The identity-provider widget at /idp, consumer or B2B (optionally under a CSP with its nonce). */
export function idpPage(h: Harness, vertical: 'consumer' | 'b2b', o: { nonce?: string; path?: string; headers?: Record<string, string> } = {}) {
  const consumer = vertical === 'consumer';
  return h.serve(
    o.path || (consumer ? '/idp' : '/idp-b2b'),
    pageHTML(h, {
      bundles: [consumer ? 'featherlogin.js' : 'featherlogin.b2b.js'],
      token: consumer ? h.consumerToken : h.b2bToken,
      nonce: o.nonce,
      script: `const client = new featherlogin.${consumer ? 'StytchUIClient' : 'StytchB2BUIClient'}(TOKEN, options);
window.client = client;
client.mountIdentityProvider({ elementId: '#login', callbacks${o.nonce ? `, config: { nonce: ${J(o.nonce)} }` : ''} });`,
    }),
    o.headers,
  );
}
