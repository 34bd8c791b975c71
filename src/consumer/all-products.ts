// Every 6.x product object: the main entries' `Products` (featherlogin, featherlogin/react), which
// also resolve the 5.x strings there (registry.ts registerStringProducts). A bundler keeps this object
// whole, so a page that wants only some products' screens imports them by name (featherlogin/login).
// A plain object, not `import * as`: a namespace object is built where products.ts's code lands (a
// chunk featherlogin/login shares), and would hold every product there too.
import { crypto, emailMagicLinks, oauth, otp, passkeyRegistration, passkeys, passwords } from './products';

export const Products = { emailMagicLinks, oauth, otp, crypto, passwords, passkeys, passkeyRegistration };
/** One of the product objects (a 5.x `Products` enum member is its string id: both fit config.products). */
export type Products = (typeof Products)[keyof typeof Products];
