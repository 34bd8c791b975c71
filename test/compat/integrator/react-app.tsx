// A consumer React app: provider, hooks and components, a UI client from /ui and a headless one.
import {
  IdentityProvider,
  StytchLogin,
  StytchPasskeyRegistration,
  StytchPasswordReset,
  StytchProvider,
  useStytch,
  useStytchSession,
  useStytchUser,
  useStytchIsAuthorized,
  withStytch,
  withStytchPermissions,
  withStytchUser,
} from '@stytch/react';
import { createStytchHeadlessClient } from '@stytch/react/headless';
import { createStytchUIClient } from '@stytch/react/ui';
import { Products, StytchEventType } from '@stytch/vanilla-js';
import type { StytchLoginConfig } from '@stytch/vanilla-js';
import type { ReactNode } from 'react';

const stytch = createStytchUIClient('public-token-test-00000000-0000-0000-0000-000000000000');
export const headless = createStytchHeadlessClient('public-token-test-00000000-0000-0000-0000-000000000000');

const config: StytchLoginConfig = {
  products: [Products.emailMagicLinks, Products.otp],
  otpOptions: { methods: ['sms'], expirationMinutes: 5 },
};

function Profile() {
  const client = useStytch();
  const { user, isInitialized } = useStytchUser();
  const { session } = useStytchSession();
  if (!isInitialized) return <p>Loading</p>;
  return (
    <div>
      <p>{user?.emails[0]?.email}</p>
      <p>{session?.expires_at}</p>
      <button type="button" onClick={() => client.session.revoke()}>
        Log out
      </button>
    </div>
  );
}

function Login() {
  return (
    <StytchLogin
      config={config}
      styles={{ container: { width: '360px' } }}
      callbacks={{
        onEvent: (e) => e.type === StytchEventType.AuthenticateFlowComplete && console.log('in'),
        onError: (e) => console.error(e.message),
      }}
    />
  );
}

const WithClient = withStytch<{ label: string }>(({ label, stytch: client }) => (
  <p>
    {label} {String(!!client.session.getSync())}
  </p>
));

// The HOCs' props as the official docs name them (a user, its flags; the permissions once known).
const Greeting = withStytchUser<{ hello: string }>(({ hello, stytchUser, stytchUserIsInitialized, stytchUserIsFromCache }) =>
  stytchUserIsInitialized ? (
    <p>
      {hello} {stytchUser?.name.first_name} {stytchUserIsFromCache ? '(cached)' : ''}
    </p>
  ) : null,
);
const Permissions = withStytchPermissions<{ documents: 'edit' | 'read' }, object>(({ stytchPermissions }) => (
  <p>{String(stytchPermissions.documents.edit)}</p>
));
function EditButton() {
  const { isAuthorized, isInitialized, fromCache } = useStytchIsAuthorized<false>('documents', 'edit');
  return (
    <button type="button" disabled={!isInitialized || !isAuthorized} title={fromCache ? 'cached' : ''}>
      Edit
    </button>
  );
}

export function App({ token, children }: { token: string; children?: ReactNode }) {
  return (
    <StytchProvider stytch={stytch}>
      <Login />
      <StytchPasswordReset config={config} passwordResetToken={token} />
      <StytchPasskeyRegistration config={config} />
      <IdentityProvider />
      <Profile />
      <WithClient label="signed in:" />
      <Greeting hello="Hi" />
      <Permissions />
      <EditButton />
      {children}
    </StytchProvider>
  );
}
