// A B2B app with the prebuilt organization login UI: discovery and organization flows, callbacks.
import { AuthFlowType, B2BMFAProducts, B2BOAuthProviders, B2BProducts, StytchB2BUIClient, StytchEventType } from '@stytch/vanilla-js/b2b';
import type { Callbacks, StytchB2BUIConfig } from '@stytch/vanilla-js/b2b';

const stytch = new StytchB2BUIClient('public-token-test-00000000-0000-0000-0000-000000000000');

const discovery: StytchB2BUIConfig = {
  authFlowType: AuthFlowType.Discovery,
  products: [B2BProducts.emailMagicLinks, B2BProducts.emailOtp, B2BProducts.oauth, B2BProducts.sso, B2BProducts.passwords],
  emailMagicLinksOptions: { discoveryRedirectURL: 'https://example.com/authenticate' },
  oauthOptions: {
    discoveryRedirectURL: 'https://example.com/authenticate',
    providers: [{ type: B2BOAuthProviders.Google }, { type: B2BOAuthProviders.Microsoft }],
  },
  passwordOptions: { resetPasswordRedirectURL: 'https://example.com/reset' },
  sessionOptions: { sessionDurationMinutes: 60 },
};

const organization: StytchB2BUIConfig = {
  authFlowType: AuthFlowType.Organization,
  products: [B2BProducts.emailMagicLinks, B2BProducts.sso],
  emailMagicLinksOptions: { loginRedirectURL: 'https://example.com/authenticate', signupRedirectURL: 'https://example.com/authenticate' },
  ssoOptions: { loginRedirectURL: 'https://example.com/authenticate', signupRedirectURL: 'https://example.com/authenticate' },
  sessionOptions: { sessionDurationMinutes: 60 },
  organizationSlug: 'acme',
  mfaProductOrder: [B2BMFAProducts.totp, B2BMFAProducts.smsOtp],
  mfaProductInclude: [B2BMFAProducts.totp, B2BMFAProducts.smsOtp],
  directLoginForSingleMembership: { status: true, ignoreInvites: false, ignoreJitProvisioning: false },
};

const callbacks: Callbacks = {
  onEvent: ({ type, data }) => {
    if (type === StytchEventType.B2BDiscoveryIntermediateSessionExchange) console.log(data);
    if (type === StytchEventType.AuthenticateFlowComplete) window.location.assign('/dashboard');
  },
  onError: (error) => console.error(error.message),
};

stytch.mount({ elementId: '#discovery', config: discovery, callbacks });
stytch.mount({ elementId: '#organization', config: organization, callbacks, styles: { fontFamily: 'Arial' } });
stytch.mountIdentityProvider({ elementId: '#idp', callbacks });
