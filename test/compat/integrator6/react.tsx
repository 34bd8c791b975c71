// A React app on the 20.x line: createStytchClient (server-safe), the provider, hooks, the login and
// reset components with a presentation, and the client API re-exported by @stytch/react itself.
import {
  createStytchClient,
  defaultTheme,
  IdentityProvider,
  Products,
  StytchLogin,
  StytchPasswordReset,
  StytchProvider,
  useStytch,
  useStytchSession,
  useStytchUser,
} from '@stytch/react';
import type { StytchLoginConfig } from '@stytch/react';

const stytch = createStytchClient('public-token-test-00000000-0000-0000-0000-000000000000');

const config: StytchLoginConfig = {
  products: [Products.emailMagicLinks, Products.otp],
  emailMagicLinksOptions: { loginRedirectURL: 'https://example.com/authenticate' },
  otpOptions: { methods: ['email'], expirationMinutes: 10 },
};

function Profile() {
  const { user } = useStytchUser();
  const { session } = useStytchSession();
  const client = useStytch();
  if (!session) return <StytchLogin config={config} presentation={{ theme: defaultTheme }} />;
  return (
    <button type="button" onClick={() => client.session.revoke()}>
      Log out {user?.emails[0]?.email}
    </button>
  );
}

export const App = () => (
  <StytchProvider stytch={stytch}>
    <Profile />
    <StytchPasswordReset config={config} passwordResetToken="token" />
    <IdentityProvider authTokenParams={{ trustedAuthToken: 'jwt-from-partner', tokenProfileID: 'token-profile-1' }} />
  </StytchProvider>
);
