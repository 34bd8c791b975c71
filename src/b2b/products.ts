// The 6.x `B2BProducts` of featherlogin/b2b: product objects ({ id }), which config.products takes
// beside the 5.x strings (src/ui/product.ts). The B2B headless entry keeps the 5.x enum
// (src/core/enums.ts), as the official 6.x headless entries export no B2BProducts.
import { product } from '../ui/product';

export const B2BProducts = {
  emailMagicLinks: /* @__PURE__ */ product('emailMagicLinks'),
  emailOtp: /* @__PURE__ */ product('emailOtp'),
  sso: /* @__PURE__ */ product('sso'),
  passwords: /* @__PURE__ */ product('passwords'),
  oauth: /* @__PURE__ */ product('oauth'),
};
/** One of the product objects (a 5.x `B2BProducts` enum member is its string id: both fit config.products). */
export type B2BProducts = (typeof B2BProducts)[keyof typeof B2BProducts];
