// dist/featherlogin.idp.js: the identity-provider consent and logout widget for dist/featherlogin.js,
// loaded from next to it on the first StytchUIClient.mountIdentityProvider. Self-contained (its own
// Preact and src/ui copy, rendering into its own root), so pages that only log in do not pay for it.
import { mountIdentityProvider } from '../../idp/IdentityProvider';
import { expose } from './expose';

expose({ _idp: mountIdentityProvider });
