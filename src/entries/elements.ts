// featherlogin/elements: the widgets as custom elements (src/ui/element.ts). Importing it defines
// <stytch-ui>, <stytch-reset-password>, <stytch-passkey-registration>, <stytch-identity-provider> and
// featherlogin's own <stytch-user-profile> and <stytch-member-profile> once per page; it works with the UI client of either vertical (featherlogin or featherlogin/b2b).
import { defineElements } from '../ui/element';

defineElements();

export {
  StytchUI,
  StytchB2B,
  StytchResetPassword,
  StytchPasskeyRegistration,
  StytchIdentityProvider,
  StytchB2BIdentityProvider,
  StytchUserProfile,
  StytchMemberProfile,
  StytchDOMEvent,
  StytchErrorEvent,
  defineElements,
} from '../ui/element';
export type { StytchElementProps } from '../ui/element';
// The 6.x presentation option's themes (the official values).
export { defaultTheme, defaultDarkTheme, shadcnTheme, iconsWhite, iconsBlack } from '../ui/themes';
export type { PresentationConfig, PresentationOptions, Theme as PresentationTheme } from '../ui/presentation';
