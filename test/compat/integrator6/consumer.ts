// A consumer app on the 6.x line, as the vendor's 6.x docs show it: one client from
// createStytchClient, product objects, the <stytch-ui> element the page defines and renders, the
// standalone mounts, presentation themes, and the headless calls on the same client.
import {
  createStytchClient,
  defaultDarkTheme,
  defaultTheme,
  mountIdentityProvider,
  mountLogin,
  mountPasskeyRegistration,
  mountResetPassword,
  OAuthProviders,
  OTPMethods,
  Products,
  StytchEventType,
  StytchIdentityProvider,
  StytchPasskeyRegistration,
  StytchResetPassword,
  StytchUI,
} from '@stytch/vanilla-js';
import type { AuthTokenParams, Callbacks, PresentationConfig, StytchClient, StytchLoginConfig } from '@stytch/vanilla-js';

const client: StytchClient = createStytchClient('public-token-test-00000000-0000-0000-0000-000000000000');

const config: StytchLoginConfig = {
  products: [Products.emailMagicLinks, Products.oauth, Products.otp, Products.passwords],
  emailMagicLinksOptions: { loginRedirectURL: 'https://example.com/authenticate', signupRedirectURL: 'https://example.com/authenticate' },
  oauthOptions: { providers: [{ type: OAuthProviders.Google }, { type: OAuthProviders.Github }] },
  otpOptions: { methods: [OTPMethods.SMS], expirationMinutes: 10 },
  passwordOptions: { resetPasswordRedirectURL: 'https://example.com/reset' },
  sessionOptions: { sessionDurationMinutes: 60 },
};

const presentation: PresentationConfig = {
  theme: [defaultTheme, { ...defaultDarkTheme, primary: '#7FD8C9' }],
  options: { hideHeaderText: true, logo: { url: 'https://example.com/logo.png', alt: 'Example' } },
};

const callbacks: Callbacks = {
  onEvent: (event) => {
    if (event.type === StytchEventType.AuthenticateFlowComplete) window.location.assign('/profile');
  },
  onError: (error) => console.error(error.message),
};

// The web components: the page names them, then sets their properties or calls render().
customElements.define('stytch-ui', StytchUI);
customElements.define('stytch-reset-password', StytchResetPassword);
customElements.define('stytch-passkey-registration', StytchPasskeyRegistration);

const login = document.createElement('stytch-ui') as InstanceType<typeof StytchUI>;
login.render({ client, config, presentation, callbacks });
document.body.append(login);

const reset = new StytchResetPassword();
reset.client = client;
reset.config = { products: [Products.passwords] };
reset.passwordResetToken = new URLSearchParams(location.search).get('token') ?? '';
document.body.append(reset);

login.addEventListener('stytch-event', (e) => console.log('event', e));

// The standalone mounts (6.x keeps them, deprecated in favour of the elements).
mountLogin({ elementId: '#login', client, config, presentation, callbacks });
mountResetPassword({ elementId: '#reset', client, config, passwordResetToken: 'token' });
mountPasskeyRegistration({ elementId: '#passkeys', client, config: { products: [Products.passkeyRegistration] } });

// The headless calls on the same client.
export async function signIn(email: string) {
  await client.magicLinks.email.loginOrCreate(email, { login_magic_link_url: 'https://example.com/authenticate' });
  const session = client.session.getSync();
  client.session.onChange((s) => console.log(s?.session_id));
  return session;
}

// The consent page with a trusted auth token: attested before the consent (standalone and element).
const authTokenParams: AuthTokenParams = { trustedAuthToken: 'jwt-from-partner', tokenProfileID: 'token-profile-1' };
mountIdentityProvider({ elementId: '#consent', client, authTokenParams, callbacks });
customElements.define('stytch-identity-provider', StytchIdentityProvider);
const consent = new StytchIdentityProvider();
consent.render({ client, authTokenParams });
