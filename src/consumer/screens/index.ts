// Screen value -> component. The second consumer developer registers the passkey and crypto
// screens here (Screen.PasskeyRegistrationStart, PasskeyRegistrationSuccess, PasskeyConfirmation,
// Crypto*); IDPConsent is the identity-provider widget (mountIdentityProvider).
import type { ComponentType } from 'preact';
import { lazyComponent } from '../../ui/lazy';
import { cryptoChunk as crypto, passkeysChunk as passkeys } from '../chunks';
import type { ScreenName } from '../machine';
import { EmailConfirmation } from './EmailConfirmation';
import { LoggingIn } from './LoggingIn';
import { Main } from './Main';
import { OTPAuthenticate } from './OTPAuthenticate';
import { OTPConfirmation } from './OTPConfirmation';
import { PasswordBreached } from './PasswordBreached';
import { PasswordCheckEmail } from './PasswordCheckEmail';
import { PasswordConfirmation } from './PasswordConfirmation';
import { PasswordCreateOrLogin } from './PasswordCreateOrLogin';
import { PasswordDedupe } from './PasswordDedupe';
import { PasswordForgot } from './PasswordForgot';
import { PasswordResetForm } from './PasswordResetForm';
import { PasswordSetNew } from './PasswordSetNew';
import { PasskeyConfirmation } from './PasskeyConfirmation';

// Screens reached only after a first step load on first use (a Spinner meanwhile).
const fromCrypto = (name: keyof typeof import('./crypto')) => lazyComponent<{}, typeof import('./crypto')>(crypto, name);
const fromPasskeys = (name: keyof typeof import('./passkeyRegistration')) =>
  lazyComponent<{}, typeof import('./passkeyRegistration')>(passkeys, name);

export const screens: Partial<Record<ScreenName, ComponentType>> = {
  Main,
  EmailConfirmation,
  OTPAuthenticate,
  OTPConfirmation,
  PasswordCreateOrLogin,
  PasswordForgot,
  PasswordDedupe,
  PasswordBreached,
  PasswordSetNew,
  PasswordCheckEmail,
  PasswordResetForm,
  PasswordConfirmation,
  LoggingIn,
  PasskeyRegistrationStart: fromPasskeys('PasskeyRegistrationStart'),
  PasskeyRegistrationSuccess: fromPasskeys('PasskeyRegistrationSuccess'),
  PasskeyConfirmation,
  CryptoConnect: fromCrypto('CryptoConnect'),
  CryptoSignMessage: fromCrypto('CryptoSignMessage'),
  CryptoConfirmation: fromCrypto('CryptoConfirmation'),
  CryptoError: fromCrypto('CryptoError'),
  CryptoOtherScreen: fromCrypto('CryptoOtherScreen'),
  CryptoSetupWallet: fromCrypto('CryptoSetupWallet'),
};
