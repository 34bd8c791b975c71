// A B2B React app: provider, hooks and the organization login component.
import {
  B2BIdentityProvider,
  StytchB2B,
  StytchB2BProvider,
  useStytchB2BClient,
  useStytchMember,
  useStytchMemberSession,
  useStytchOrganization,
  withStytchMember,
  withStytchOrganization,
} from '@stytch/react/b2b';
import { createStytchB2BHeadlessClient } from '@stytch/react/b2b/headless';
import { createStytchB2BUIClient } from '@stytch/react/b2b/ui';
import { AuthFlowType, B2BProducts } from '@stytch/vanilla-js/b2b';
import type { StytchB2BUIConfig } from '@stytch/vanilla-js/b2b';

const stytch = createStytchB2BUIClient('public-token-test-00000000-0000-0000-0000-000000000000');
export const headless = createStytchB2BHeadlessClient('public-token-test-00000000-0000-0000-0000-000000000000');

const config: StytchB2BUIConfig = {
  authFlowType: AuthFlowType.Discovery,
  products: [B2BProducts.emailMagicLinks, B2BProducts.sso],
  sessionOptions: { sessionDurationMinutes: 60 },
};

function Dashboard() {
  const client = useStytchB2BClient();
  const { member } = useStytchMember();
  const { session } = useStytchMemberSession();
  const { organization } = useStytchOrganization();
  return (
    <div>
      <p>
        {member?.email_address} in {organization?.organization_name} until {session?.expires_at}
      </p>
      <button type="button" onClick={() => client.session.revoke()}>
        Log out
      </button>
    </div>
  );
}

// The HOCs' props as the official docs name them.
const MemberLine = withStytchMember<{ suffix: string }>(({ suffix, stytchMember, stytchMemberIsInitialized, stytchMemberIsFromCache }) =>
  stytchMemberIsInitialized ? (
    <p>
      {stytchMember?.email_address} {suffix} {String(stytchMemberIsFromCache)}
    </p>
  ) : null,
);
const OrgLine = withStytchOrganization<object>(({ stytchOrganization, stytchOrganizationIsFromCache }) => (
  <p>
    {stytchOrganization?.organization_name} {String(stytchOrganizationIsFromCache)}
  </p>
));

export function App() {
  return (
    <StytchB2BProvider stytch={stytch}>
      <StytchB2B config={config} callbacks={{ onError: (e) => console.error(e.message) }} />
      <B2BIdentityProvider />
      <Dashboard />
      <MemberLine suffix="!" />
      <OrgLine />
    </StytchB2BProvider>
  );
}
