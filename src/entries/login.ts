// featherlogin/login: the 6.x login widget with its products as modules. The same client, mounts and
// element classes as featherlogin's main entry, and each product object by name (`import { otp }`,
// or `import * as Products` and `Products.otp`): a page bundles the screens of the products it names
// only (src/consumer/products.ts), as it does not register every product for the 5.x strings, which
// it refuses at mount (a StytchSDKUsageError naming the object to pass instead), unless featherlogin's
// main entry is on the page too (it registers them, whatever the import order).
import { registerStringProducts } from '../consumer/registry';
import { refuseStrings } from '../consumer/strings-refused';

registerStringProducts(refuseStrings, true);

export { emailMagicLinks, oauth, otp, crypto, passwords, passkeys, passkeyRegistration } from '../consumer/products';
export { createStytchClient, mountLogin, mountResetPassword, mountPasskeyRegistration } from '../consumer/standalone';
export type { ResetPasswordSDKConfig, SDKConfig, Strings } from '../consumer/standalone';
export { StytchUIClient as StytchClient } from '../consumer/StytchUIClient';
export { StytchUI, StytchResetPassword, StytchPasskeyRegistration } from '../ui/element';
