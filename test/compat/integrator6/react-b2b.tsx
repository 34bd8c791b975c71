// A B2B React app on the 20.x line: createStytchB2BClient, the provider, member hooks, the
// organization widget with B2BProducts objects.
import {
  AuthFlowType,
  B2BProducts,
  createStytchB2BClient,
  StytchB2B,
  StytchB2BProvider,
  useStytchMember,
  useStytchOrganization,
} from '@stytch/react/b2b';

const stytch = createStytchB2BClient('public-token-test-00000000-0000-0000-0000-000000000000');

function Home() {
  const { member } = useStytchMember();
  const { organization } = useStytchOrganization();
  if (member) return <p>{`${member.email_address} at ${organization?.organization_name}`}</p>;
  return (
    <StytchB2B
      config={{
        authFlowType: AuthFlowType.Organization,
        products: [B2BProducts.emailMagicLinks, B2BProducts.passwords],
        sessionOptions: { sessionDurationMinutes: 60 },
      }}
    />
  );
}

export const App = () => (
  <StytchB2BProvider stytch={stytch}>
    <Home />
  </StytchB2BProvider>
);
