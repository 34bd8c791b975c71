/** @jsxImportSource react */
// A small React app for the browser suite: the app's own React (real react-dom) around the
// featherlogin React adapter, whose StytchLogin mounts the Preact widget. Email OTP login, then the
// signed-in user's email from useStytchUser. Settings come from the page address:
//   ?publicToken=public-token-test-...&api=http://127.0.0.1:<emulator port>
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { StytchLogin, StytchProvider, useStytch, useStytchUser } from '../../../src/entries/react';
import { createStytchUIClient } from '../../../src/entries/react-ui';

const params = new URLSearchParams(location.search);
const api = params.get('api') || 'http://127.0.0.1:4100';
const stytch = createStytchUIClient(params.get('publicToken') || 'public-token-test-react-app', {
  endpoints: { testAPIURL: api, liveAPIURL: api },
});

const config = { products: ['otp' as const], otpOptions: { methods: ['email' as const], expirationMinutes: 5 } };
const callbacks = {
  onEvent: (e: { type: string }) => document.body.setAttribute('data-last-event', e.type),
  onError: (e: unknown) => document.body.setAttribute('data-last-error', String((e as any)?.message ?? e)),
};

function SignedIn() {
  const { user, isInitialized } = useStytchUser();
  const client = useStytch();
  if (!isInitialized) return <p data-testid="status">Loading</p>;
  if (!user) return <p data-testid="status">Signed out</p>;
  return (
    <section aria-labelledby="signed-in">
      <h1 id="signed-in" data-testid="status">
        Signed in
      </h1>
      <p data-testid="user-email">{user.emails?.[0]?.email}</p>
      <button type="button" onClick={() => client.session.revoke()}>
        Log out
      </button>
    </section>
  );
}

function App() {
  const { user } = useStytchUser();
  return (
    <main>
      <SignedIn />
      {!user && <StytchLogin config={config} callbacks={callbacks} />}
    </main>
  );
}

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <StytchProvider stytch={stytch}>
      <App />
    </StytchProvider>
  </StrictMode>,
);
