// Screen value -> component. Main and LoggingIn are in the main bundle; the others load on first
// use in three groups (steps.ts, crypto.ts, passkeyRegistration.ts; loaders in consumer/chunks.ts).
import type { ComponentType } from 'preact';
import { lazyScreens } from '../../ui/lazy';
import { cryptoChunk as crypto, passkeysChunk as passkeys, stepsChunk as steps } from '../chunks';
import type { ScreenName } from '../machine';
import { LoggingIn } from './LoggingIn';
import { Main } from './Main';

export const screens: Partial<Record<ScreenName, ComponentType>> = {
  Main,
  LoggingIn,
  ...lazyScreens(steps, [
    'EmailConfirmation',
    'OTPAuthenticate',
    'OTPConfirmation',
    'PasswordCreateOrLogin',
    'PasswordForgot',
    'PasswordDedupe',
    'PasswordBreached',
    'PasswordSetNew',
    'PasswordCheckEmail',
    'PasswordResetForm',
    'PasswordConfirmation',
    'PasskeyConfirmation',
  ]),
  ...lazyScreens(passkeys, ['PasskeyRegistrationStart', 'PasskeyRegistrationSuccess']),
  ...lazyScreens(crypto, ['CryptoConnect', 'CryptoSignMessage', 'CryptoConfirmation', 'CryptoError', 'CryptoOtherScreen', 'CryptoSetupWallet']),
};
