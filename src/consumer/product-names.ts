// How a drawing client reads a product its config names by the 5.x string ('otp') instead of the
// object (Products.otp). The 5.x StytchUIClient reads every product so (everyProduct): its page holds
// every product's screens, each a lazy chunk. The 6.x StytchClient reads none (refuseStrings), so a
// page of it holds the screens of the product objects it imports and no other (an integrator's
// bundler keeps the products its code reads from `Products`, as with the official 6.x package).
import { StytchSDKUsageError } from '../core/errors';
import type { WidgetMode } from './LoginWidget';
import { crypto, emailMagicLinks, oauth, otp, type ProductId, passkeyRegistration, passkeys, passwords } from './products';

/** One of the product objects of products.ts (`Products.otp`, ...). */
export type ProductObject =
  | typeof emailMagicLinks
  | typeof oauth
  | typeof otp
  | typeof crypto
  | typeof passwords
  | typeof passkeys
  | typeof passkeyRegistration;

/** Finds a product named by id (a 5.x string, or a widget's own need) for a widget of that mode. */
export type FindProduct = (id: ProductId, mode: WidgetMode) => ProductObject;

/** StytchUIClient (5.x): every product by its string. Named imports, not the module's namespace: a bundler keeps this table only where this client is. */
export const everyProduct: FindProduct = (id) => ({ emailMagicLinks, oauth, otp, crypto, passwords, passkeys, passkeyRegistration })[id];

const METHODS: Record<WidgetMode, string> = {
  login: 'mountLogin',
  reset: 'mountResetPassword',
  passkeyRegistration: 'mountPasskeyRegistration',
};

/**
 * StytchClient (6.x): a usage error at mount that names the object to pass: for a product named by its
 * 5.x string, and for one the widget needs that the config does not name (emailMagicLinks when none is;
 * passwords for a reset; passkeyRegistration for the registration widget). Short: a 5.x page of
 * the ESM builds carries it too (registry.ts byProducts reads it for any client without a reader).
 */
export const refuseStrings: FindProduct = (id, mode) => {
  throw new StytchSDKUsageError(METHODS[mode], `add Products.${id} to config.products (this client reads product objects only)`);
};
