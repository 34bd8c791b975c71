// Project settings from GET /projects/bootstrap/{public_token}: fetched once, cached in local
// storage for the next page load, defaults (with a warning) when the fetch fails.
import * as shared from '../wire/shared-routes';
import { fill } from '../wire/routes';
import type { BootstrapWire } from '../wire/types';
import { fromWire } from './engine-loader';
import type { Network } from './network';
import { type PageStorage, stored } from './storage';

export interface BootstrapData {
  projectName: string;
  displayWatermark: boolean;
  captchaSettings: { enabled: boolean; siteKey: string };
  cnameDomain: string | null;
  emailDomains: string[];
  pkceRequiredForEmailMagicLinks: boolean;
  pkceRequiredForPasswordResets: boolean;
  pkceRequiredForOAuth: boolean;
  pkceRequiredForSso: boolean;
  slugPattern: string | null;
  createOrganizationEnabled: boolean;
  passwordConfig: { ludsComplexity: number; ludsMinimumCount: number } | null;
  dfpProtectedAuthEnabled: boolean;
  dfpProtectedAuthMode: 'OBSERVATION' | 'DECISIONING';
  rbacPolicy: unknown;
  siweRequiredForCryptoWallets: boolean;
  vertical: 'B2B' | 'CONSUMER' | null;
}

/**
 * The spec's fallback "list with a single mail-provider domain": the domain the provider's emails
 * are sent from (login@stytch.com, per the vendor's docs on custom email domains), which the
 * widgets' Gmail / Yahoo / Outlook links search for when the project's own list is unknown.
 */
export const DEFAULT_EMAIL_DOMAIN = 'stytch.com';

export const DEFAULT_BOOTSTRAP: BootstrapData = {
  projectName: '',
  displayWatermark: false,
  captchaSettings: { enabled: false, siteKey: '' },
  cnameDomain: null,
  emailDomains: [DEFAULT_EMAIL_DOMAIN],
  pkceRequiredForEmailMagicLinks: false,
  pkceRequiredForPasswordResets: false,
  pkceRequiredForOAuth: false,
  pkceRequiredForSso: false,
  slugPattern: null,
  createOrganizationEnabled: false,
  passwordConfig: null,
  dfpProtectedAuthEnabled: false,
  dfpProtectedAuthMode: 'OBSERVATION',
  rbacPolicy: null,
  siweRequiredForCryptoWallets: false,
  vertical: null,
};

export type Bootstrap = ReturnType<typeof bootstrap>;

/**
 * Fetches the settings once: on the first getAsync() or start(), which the client calls a macrotask
 * after its construction (after a synchronous first render: nothing on the mount path waits for it).
 * Until they arrive (or when the fetch fails) the cache or the defaults serve.
 */
export function bootstrap(net: Network, publicToken: string, storage: PageStorage) {
  const key = `stytch_sdk_state_${publicToken}::bootstrap`;
  // The cache, read at its first use (a corrupt one is ignored): a first screen draws from peek(),
  // so nothing on the mount path opens storage.
  let cached: BootstrapData | undefined;
  const read = () => (cached ||= { ...DEFAULT_BOOTSTRAP, ...stored<BootstrapData>(storage, key) });
  let go!: () => void;
  let held = false;
  let done = false;
  const ready = new Promise<void>((r) => (go = r)).then(() =>
    net
      .call<BootstrapWire>(shared.bootstrap[0], fill(shared.bootstrap[1], { public_token: publicToken }))
      // The wire reader is part of the request engine, as the request is.
      .then((data) => fromWire(data, DEFAULT_BOOTSTRAP))
      .then(
        (settings) => {
          cached = settings;
          try {
            storage.setItem(key, JSON.stringify(cached));
          } catch {
            /* storage full or denied: the cache is a nicety */
          }
        },
        (e) => console.warn(`featherlogin: could not load project settings (bootstrap); using defaults. ${e?.message ?? e}`),
      )
      // Settled either way: the fetched settings, or the cache or defaults.
      .then(() => ((done = true), read())),
  );
  return {
    /** Cached (or default) settings, at once. */
    getSync: read,
    /** What a widget draws before they arrive: the cache once something has read it (the idle callback), else the defaults. */
    peek: () => cached || DEFAULT_BOOTSTRAP,
    /** Settings after the fetch settles (never rejects); starts the fetch if it has not started. */
    getAsync: () => (go(), ready),
    /** Starts the fetch (idempotent). */
    start: () => go(),
    /** The client's idle-time start, unless a widget that starts the fetch itself has held it; the cache is read then. */
    idle: () => (read(), held || go()),
    /** A widget whose first screen comes later (the identity provider's chunk) starts the fetch itself, after that screen. */
    hold: () => void (held = true),
    /** The settled settings, without starting the fetch. */
    settled: ready,
    /** Whether they have settled (getSync is then final). */
    isSettled: () => done,
  };
}
