// Integrator pages the tests load: each mounts one widget from the CDN bundles, as the README shows.
import { pageHTML, type Harness } from './harness';

const J = JSON.stringify;

interface PageExtras {
  nonce?: string;
  headers?: Record<string, string>;
  /** Page script run before the client is created. */
  extra?: string;
  bundles?: string[];
  /** The mount's `locale` option (a built-in translation). */
  locale?: string;
  /** The mount's `presentation` option (the 6.x theme tokens, src/ui/presentation.ts). */
  presentation?: object;
  /** The mount's `strings` option. */
  strings?: object;
}

/** A page at `path` that creates the vertical's UI client (as window.client) and runs `client.${mount}`. */
function widgetPage(h: Harness, path: string, b2b: boolean, mount: string, o: PageExtras = {}) {
  return h.serve(
    path,
    pageHTML(h, {
      bundles: o.bundles || [b2b ? 'featherlogin.b2b.js' : 'featherlogin.js'],
      token: b2b ? h.b2bToken : h.consumerToken,
      nonce: o.nonce,
      script: `${o.extra || ''}
const client = new featherlogin.${b2b ? 'StytchB2BUIClient' : 'StytchUIClient'}(TOKEN, options);
window.client = client;
client.${mount};`,
    }),
    o.headers,
  );
}

/** The consumer login widget at /login (or `path`). `extra` runs before mounting. */
export function consumerLogin(h: Harness, config: object, o: PageExtras & { styles?: object; path?: string } = {}) {
  const cfg = o.nonce ? { ...config, nonce: o.nonce } : config;
  const locale =
    (o.locale ? `, locale: ${J(o.locale)}` : '') +
    (o.presentation ? `, presentation: ${J(o.presentation)}` : '') +
    (o.strings ? `, strings: ${J(o.strings)}` : '');
  return widgetPage(
    h,
    o.path || '/login',
    false,
    `mountLogin({ elementId: '#login', config: ${J(cfg)}, styles: ${J(o.styles || {})}, callbacks${locale} })`,
    o,
  );
}

/** The reset-password widget at /reset, given the token from the address (as an integrator would). */
export function consumerReset(h: Harness, config: object) {
  return widgetPage(
    h,
    '/reset',
    false,
    `mountResetPassword({ elementId: '#login', config: ${J(config)}, passwordResetToken: token, callbacks })`,
    {
      extra: `const token = new URLSearchParams(location.search).get('token') || '';`,
    },
  );
}

/** The passkey-registration widget for the signed-in user. */
export function consumerPasskeys(h: Harness, config: object) {
  return widgetPage(h, '/passkeys', false, `mountPasskeyRegistration({ elementId: '#login', config: ${J(config)}, callbacks })`);
}

/** featherlogin's profile widget for the signed-in user (mountUserProfile). */
export function consumerProfile(h: Harness, config: object = {}, o: PageExtras & { path?: string } = {}) {
  return widgetPage(h, o.path || '/account', false, `mountUserProfile({ elementId: '#login', config: ${J(config)}, callbacks })`, o);
}

/** featherlogin's profile widget for the signed-in organization member (mountMemberProfile). */
export function memberProfile(h: Harness, o: PageExtras & { path?: string } = {}) {
  return widgetPage(h, o.path || '/b2b-account', true, `mountMemberProfile({ elementId: '#login', callbacks })`, o);
}

/** The B2B widget at /b2b (or `path`), optionally under a CSP with its nonce. */
export function b2bLogin(h: Harness, config: object, o: PageExtras & { path?: string } = {}) {
  const cfg = o.nonce ? { ...config, nonce: o.nonce } : config;
  const locale =
    (o.locale ? `, locale: ${J(o.locale)}` : '') +
    (o.presentation ? `, presentation: ${J(o.presentation)}` : '') +
    (o.strings ? `, strings: ${J(o.strings)}` : '');
  return widgetPage(h, o.path || '/b2b', true, `mount({ elementId: '#login', config: ${J(cfg)}, callbacks${locale} })`, o);
}

/** The identity-provider widget at /idp, consumer or B2B (optionally under a CSP with its nonce). */
export function idpPage(
  h: Harness,
  vertical: 'consumer' | 'b2b',
  o: { nonce?: string; path?: string; headers?: Record<string, string>; bundles?: string[] } = {},
) {
  const b2b = vertical === 'b2b';
  const config = o.nonce ? `, config: { nonce: ${J(o.nonce)} }` : '';
  return widgetPage(h, o.path || (b2b ? '/idp-b2b' : '/idp'), b2b, `mountIdentityProvider({ elementId: '#login', callbacks${config} })`, o);
}
