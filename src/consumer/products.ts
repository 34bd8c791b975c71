// The 6.x `Products` of featherlogin's main entry: product objects ({ id }), which config.products
// takes beside the 5.x strings (src/ui/product.ts). The headless entries keep the 5.x enum
// (src/core/enums.ts), as the official 6.x headless entries export no Products at all.
import { product } from '../ui/product';

export const Products = {
  emailMagicLinks: /* @__PURE__ */ product('emailMagicLinks'),
  oauth: /* @__PURE__ */ product('oauth'),
  otp: /* @__PURE__ */ product('otp'),
  crypto: /* @__PURE__ */ product('crypto'),
  passwords: /* @__PURE__ */ product('passwords'),
  passkeys: /* @__PURE__ */ product('passkeys'),
  /** The passkey-registration widget's product (mountPasskeyRegistration, <stytch-passkey-registration>). */
  passkeyRegistration: /* @__PURE__ */ product('passkeyRegistration'),
};
/** One of the product objects (a 5.x `Products` enum member is its string id: both fit config.products). */
export type Products = (typeof Products)[keyof typeof Products];
