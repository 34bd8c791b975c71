// The identity-provider widget's root, for both verticals: both UI clients load this module lazily
// (StytchB2BUIClient itself; StytchUIClient through the loader its entry points hand to
// registerIdentityProviderLoader), mount IdentityProvider and add idpText to the late strings.
// mountIdentityProvider() below mounts it for any headless client (exported by featherlogin/b2b).
import { useLayoutEffect, useMemo, useRef } from 'react';
import { Spinner } from '../ui/components/Spinner';
import type { Callbacks } from '../ui/events';
import { mountWidget } from '../ui/mount';
import { useSettings } from '../ui/settings';
import type { Styles } from '../ui/theme';
import type { PresentationConfig } from '../ui/presentation';
import { createIdpFlow, type IdpClient } from './flow';
import type { AuthTokenParams } from './rules';
import { IdpError } from './screens/IdpError';
import { IDPConsent, type ManifestFn } from './screens/IDPConsent';
import { Logout, NotLoggedOut } from './screens/Logout';
import { idpText } from './text';

export interface IdentityProviderProps {
  client: IdpClient;
  callbacks?: Callbacks;
  getIDPConsentManifest?: unknown;
  /** 6.x consumer name: a trusted auth token attested before the authorize flow. */
  authTokenParams?: AuthTokenParams;
  /** 6.x B2B name of authTokenParams. */
  trustedAuthTokenParams?: AuthTokenParams;
}

export function IdentityProvider(p: IdentityProviderProps) {
  const { client, getIDPConsentManifest } = p;
  // The flow lives as long as the client; the callbacks and token are the latest mount's.
  const latest = useRef(p);
  latest.current = p;
  const flow = useMemo(
    () =>
      createIdpFlow(
        client,
        () => latest.current.callbacks,
        undefined,
        () => latest.current.authTokenParams || latest.current.trustedAuthTokenParams,
      ),
    [client],
  );
  // A layout effect: the parameter and session checks settle the first screen (an error, or the
  // spinner while the authorize preflight runs) before the browser paints, not a frame later.
  useLayoutEffect(() => flow.run(), [flow]);
  // The project name the titles read. The mounts hold the client's idle-time settings request (its
  // X-SDK-Client header's Intl call, ~70 ms of 4x-throttled CPU on a fresh page, would otherwise run
  // while this chunk loads): the hook starts it after the first paint, and on a first visit the
  // name arrives then, often after the preflight has drawn the screen.
  // With them, the access policy: a custom scope's description on the consent screen (as the official one reads it).
  const { projectName: project, rbacPolicy: policy } = useSettings(client.bootstrap, (b) => b);
  // Read while rendering: the library subscribes this component, so a screen set in the layout
  // effect above (the parameter check's error) renders before the browser paints.
  const screen = flow.screen.value;
  if (screen === 'Consent')
    return (
      <IDPConsent flow={flow} project={project} policy={policy} getIDPConsentManifest={getIDPConsentManifest as ManifestFn | undefined} />
    );
  if (screen === 'Logout') return <Logout flow={flow} project={project} />;
  if (screen === 'NotLoggedOut') return <NotLoggedOut />;
  if (screen === 'Error') return <IdpError flow={flow} />;
  return <Spinner />;
}

export interface MountIdentityProviderOptions {
  elementId: string | HTMLElement;
  /** The 6.x options name the client that draws (accepted here; the standalone mount reads it). */
  client?: unknown;
  styles?: Styles;
  presentation?: PresentationConfig;
  /** A built-in translation ('fr', 'ar', ...: src/ui/locale.ts); English by default; `strings` win over it. */
  locale?: string;
  callbacks?: Callbacks;
  strings?: Record<string, string>;
  getIDPConsentManifest?: ManifestFn;
  /** 6.x consumer name: a trusted auth token attested before the authorize flow (POST sessions/attest). */
  authTokenParams?: AuthTokenParams;
  /** 6.x B2B name of authTokenParams. */
  trustedAuthTokenParams?: AuthTokenParams;
  config?: { enableShadowDOM?: boolean; nonce?: string };
}

/** Mounts the consent / logout widget for any headless client (either vertical). */
export function mountIdentityProvider(client: IdpClient, o: MountIdentityProviderOptions) {
  return mountWidget(o.elementId, <IdentityProvider {...o} client={client} />, {
    styles: o.styles,
    presentation: o.presentation,
    locale: o.locale,
    callbacks: o.callbacks,
    method: 'mountIdentityProvider',
    section: 'idp',
    strings: o.strings,
    text: idpText,
    nonce: o.config?.nonce,
    enableShadowDOM: o.config?.enableShadowDOM,
  });
}

export { idpText };
