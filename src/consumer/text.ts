// Every user-visible string of the consumer widgets' main bundle (English); the screens that load
// on first use bring theirs (text-screens.ts). Hosts override any key through the `strings` mount
// option; `{name}` placeholders are filled at render time.
import type { ErrorKey, uiText } from '../ui/text';
import type { countdownText, linksText, otpText, passwordText, strengthText } from '../ui/text-components';
import type * as chunks from './text-screens';

export const consumerText = {
  'main.title': 'Sign up or log in',
  'main.tab.sms': 'Text',
  'main.tab.whatsapp': 'WhatsApp',
  'main.tab.email': 'Email',
  'main.tabs': 'Sign-in method',
  'main.submit.sms': 'Continue with text message',
  'main.submit.whatsapp': 'Continue with WhatsApp',
  'main.submit.email': 'Continue with email',
  'main.oauth': 'Continue with {provider}',
  'main.passkey': 'Login with a Passkey',
  'error.passkeysAlone': 'Error: Cannot use Passkeys by itself, please add another product to the config.',
  'error.emlAndEmailOtp': 'Error: Cannot use both EML and Email OTP',
  'error.emailOtp': 'Invalid email, please try again.',
  'error.email': 'Invalid email address',
  'error.phone': 'Invalid phone number, please try again.',
  'success.icon': 'Success',
  loggingIn: 'Logging in',
  // Crypto wallets (part 2).
  'crypto.continue': 'Continue with {wallet}',
  'crypto.other': 'Other wallets',
  // Generic wallets are named by their chain (the Other wallets screen says they are the others; short enough for one line at 320px).
  // Wallet names are the table's (src/consumer/crypto.ts) unless a `crypto.wallet.<option>` entry exists.
  'crypto.wallet.GenericEthereumWallet': 'Ethereum wallet',
  'crypto.wallet.GenericSolanaWallet': 'Solana wallet',
};

/**
 * Every key the consumer widgets may show (their catalogues and the shared ones), for the `strings`
 * option: a key no catalogue has is a compile error. Type-only imports: nothing reaches the bundle.
 */
export type ConsumerKey =
  | keyof typeof consumerText
  | keyof typeof uiText
  | ErrorKey
  | keyof typeof otpText
  | keyof typeof countdownText
  | keyof typeof linksText
  | keyof typeof strengthText
  | keyof typeof passwordText
  | keyof typeof chunks.stepsText
  | keyof typeof chunks.passkeysText
  | keyof typeof chunks.cryptoText
  | keyof typeof chunks.oneTapText;
