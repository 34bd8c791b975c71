// A consumer app with the prebuilt login UI, as the vendor's docs show it: every mount with
// callbacks, the official enums and event values.
import { OAuthProviders, OneTapPositions, OTPMethods, Products, StytchEventType, StytchUIClient, Wallets } from '@stytch/vanilla-js';
import type { Callbacks, StyleConfig, StytchEvent, StytchLoginConfig, StytchSDKUIError } from '@stytch/vanilla-js';

const stytch = new StytchUIClient('public-token-test-00000000-0000-0000-0000-000000000000');

const config: StytchLoginConfig = {
  products: [Products.emailMagicLinks, Products.oauth, Products.otp, Products.passwords, Products.crypto, Products.passkeys],
  emailMagicLinksOptions: {
    loginRedirectURL: 'https://example.com/authenticate',
    loginExpirationMinutes: 30,
    signupRedirectURL: 'https://example.com/authenticate',
    signupExpirationMinutes: 30,
    createUserAsPending: true,
  },
  oauthOptions: {
    providers: [
      { type: OAuthProviders.Google, one_tap: true, position: OneTapPositions.embedded },
      { type: OAuthProviders.Github },
      { type: 'microsoft' },
    ],
    loginRedirectURL: 'https://example.com/authenticate',
    signupRedirectURL: 'https://example.com/authenticate',
  },
  otpOptions: { methods: [OTPMethods.SMS, OTPMethods.Email], expirationMinutes: 10 },
  passwordOptions: {
    loginRedirectURL: 'https://example.com/authenticate',
    resetPasswordRedirectURL: 'https://example.com/reset',
    resetPasswordExpirationMinutes: 60,
  },
  sessionOptions: { sessionDurationMinutes: 60 },
};

const styles: StyleConfig = {
  fontFamily: 'Arial',
  hideHeaderText: false,
  container: { width: '400px', backgroundColor: '#FFFFFF', borderColor: '#ADBCC5', borderRadius: '8px' },
  colors: { primary: '#19303D', secondary: '#5C727D', success: '#0C5A56', error: '#8B1214' },
  buttons: { primary: { backgroundColor: '#19303D', textColor: '#FFFFFF', borderColor: '#19303D', borderRadius: '4px' } },
  inputs: { backgroundColor: '#FFFFFF', borderColor: '#ADBCC5', borderRadius: '4px', placeholderColor: '#8296A1', textColor: '#19303D' },
  logo: { logoImageUrl: 'https://example.com/logo.png' },
};

const callbacks: Callbacks = {
  onEvent: (event: StytchEvent) => {
    if (event.type === StytchEventType.AuthenticateFlowComplete) window.location.assign('/profile');
    if (event.type === StytchEventType.OTPsAuthenticate) console.log('otp', event.data);
  },
  onError: (error: StytchSDKUIError) => console.error(error.message),
};

export const preferredWallet: string = Wallets.Metamask;

stytch.mountLogin({ elementId: '#login', config, styles, callbacks });
stytch.mountResetPassword({
  elementId: '#reset',
  config,
  styles,
  callbacks,
  passwordResetToken: new URLSearchParams(window.location.search).get('token') ?? '',
});
stytch.mountPasskeyRegistration({ elementId: '#passkeys', config, styles, callbacks });
stytch.mountIdentityProvider({ elementId: '#idp', styles, callbacks });
