// Screen value -> component. Main and LoggingIn are in the main bundle; the others load on first
// use in three groups (steps.ts, crypto.ts, passkeyRegistration.ts; loaders in consumer/chunks.ts).
import type { ComponentType } from 'preact';
import { lazyComponents } from '../../ui/lazy';
import { cryptoChunk as crypto, passkeysChunk as passkeys, stepsChunk as steps } from '../chunks';
import type { ScreenName } from '../machine';
import { LoggingIn } from './LoggingIn';
import { Main } from './Main';

const fromSteps = lazyComponents(steps);
const fromCrypto = lazyComponents(crypto);
const fromPasskeys = lazyComponents(passkeys);

export const screens: Partial<Record<ScreenName, ComponentType>> = {
  Main,
  EmailConfirmation: fromSteps('EmailConfirmation'),
  OTPAuthenticate: fromSteps('OTPAuthenticate'),
  OTPConfirmation: fromSteps('OTPConfirmation'),
  PasswordCreateOrLogin: fromSteps('PasswordCreateOrLogin'),
  PasswordForgot: fromSteps('PasswordForgot'),
  PasswordDedupe: fromSteps('PasswordDedupe'),
  PasswordBreached: fromSteps('PasswordBreached'),
  PasswordSetNew: fromSteps('PasswordSetNew'),
  PasswordCheckEmail: fromSteps('PasswordCheckEmail'),
  PasswordResetForm: fromSteps('PasswordResetForm'),
  PasswordConfirmation: fromSteps('PasswordConfirmation'),
  LoggingIn,
  PasskeyRegistrationStart: fromPasskeys('PasskeyRegistrationStart'),
  PasskeyRegistrationSuccess: fromPasskeys('PasskeyRegistrationSuccess'),
  PasskeyConfirmation: fromSteps('PasskeyConfirmation'),
  CryptoConnect: fromCrypto('CryptoConnect'),
  CryptoSignMessage: fromCrypto('CryptoSignMessage'),
  CryptoConfirmation: fromCrypto('CryptoConfirmation'),
  CryptoError: fromCrypto('CryptoError'),
  CryptoOtherScreen: fromCrypto('CryptoOtherScreen'),
  CryptoSetupWallet: fromCrypto('CryptoSetupWallet'),
};
