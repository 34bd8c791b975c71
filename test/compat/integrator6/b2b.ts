// A B2B app on the 6.x line: createStytchB2BClient, B2BProducts objects, the <stytch-b2b> element,
// the standalone mount, the shadcn theme, and 5.x styles moved to a presentation with the compat entry.
import {
  AuthFlowType,
  B2BProducts,
  createStytchB2BClient,
  mount,
  shadcnTheme,
  StytchB2B,
  StytchB2BIdentityProvider,
} from '@stytch/vanilla-js/b2b';
import type { StytchB2BUIConfig } from '@stytch/vanilla-js/b2b';
import { styleToTheme } from '@stytch/vanilla-js/compat';

const client = createStytchB2BClient('public-token-test-00000000-0000-0000-0000-000000000000');

const config: StytchB2BUIConfig = {
  authFlowType: AuthFlowType.Discovery,
  products: [B2BProducts.emailMagicLinks, B2BProducts.sso, B2BProducts.oauth],
  sessionOptions: { sessionDurationMinutes: 60 },
  emailMagicLinksOptions: { discoveryRedirectURL: 'https://example.com/discovery' },
  oauthOptions: { providers: [{ type: 'google' }] },
};

customElements.define('stytch-b2b', StytchB2B);
customElements.define('stytch-b2b-identity-provider', StytchB2BIdentityProvider);

const el = new StytchB2B();
el.render({ client, config, presentation: { theme: shadcnTheme } });
document.body.append(el);

const { theme, options } = styleToTheme({ colors: { primary: '#19303D' }, container: { borderRadius: '8px' } });
mount({ elementId: '#b2b', client, config, presentation: { theme, options } });

// The consent page with a trusted auth token (the B2B option's name), attested before the consent.
const consent = new StytchB2BIdentityProvider();
consent.render({ client, trustedAuthTokenParams: { trustedAuthToken: 'jwt-from-partner', tokenProfileID: 'token-profile-1' } });

export const member = () => client.self.getSync();
