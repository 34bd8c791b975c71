// The 6.x identity-provider option types of featherlogin's main entry (and featherlogin/react):
// the consumer widget's SDKConfig with the identity provider's own options (an entry-level module:
// the consumer layer does not import src/idp).
import type { SDKConfig } from '../consumer/standalone';
import type { AuthTokenParams, IDPConsentManifestGenerator } from '../idp/rules';

export type { AuthTokenParams, IDPConsentManifestGenerator };
export type IDPSDKConfig<T = unknown> = Pick<SDKConfig<T>, 'client' | 'presentation' | 'callbacks' | 'strings'> & {
  getIDPConsentManifest?: IDPConsentManifestGenerator;
  authTokenParams?: AuthTokenParams;
};
