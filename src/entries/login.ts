// featherlogin/login: the 6.x login widget with each product object by name (`import { otp }`, or
// `import * as Products` and `Products.otp`), for bundlers that do not follow a namespace re-exported
// by name: esbuild builds featherlogin's `Products` whole, this module's names one by one. The same
// client, mounts and element classes as featherlogin's main entry; its client (6.x StytchClient)
// takes product objects only, so a page bundles the screens of the products it names and no other.
export { emailMagicLinks, oauth, otp, crypto, passwords, passkeys, passkeyRegistration } from '../consumer/products';
export { createStytchClient, mountLogin, mountResetPassword, mountPasskeyRegistration } from '../consumer/standalone';
export type { ResetPasswordSDKConfig, SDKConfig, Strings } from '../consumer/standalone';
export { StytchClient } from '../consumer/StytchUIClient';
export { StytchUI, StytchResetPassword, StytchPasskeyRegistration } from '../ui/element';
