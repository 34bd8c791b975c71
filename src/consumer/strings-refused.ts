// featherlogin/login's answer to a product named by its 5.x string ('otp'): a usage error at mount
// that names the object to pass. That entry registers every product for no string (registry.ts), so
// a page bundles only the screens of the objects it names; the other entries resolve strings.
import { StytchSDKUsageError } from '../core/errors';
import type { WidgetMode } from './LoginWidget';
import type { FindProduct } from './registry';

const METHODS: Record<WidgetMode, string> = {
  login: 'mountLogin',
  reset: 'mountResetPassword',
  passkeyRegistration: 'mountPasskeyRegistration',
};

export const refuseStrings: FindProduct = (id, mode) => {
  throw new StytchSDKUsageError(
    METHODS[mode],
    `'${id}' names a product by its 5.x string, which featherlogin/login does not resolve: pass the product object (import { ${id} } from 'featherlogin/login').`,
  );
};
