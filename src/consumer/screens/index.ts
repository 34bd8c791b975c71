// Screen value -> component. The second consumer developer registers the passkey and crypto
// screens here (Screen.PasskeyRegistrationStart, PasskeyRegistrationSuccess, PasskeyConfirmation,
// Crypto*); IDPConsent is the identity-provider widget (mountIdentityProvider).
import type { ComponentType } from 'preact';
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
import { CryptoConfirmation } from './CryptoConfirmation';
import { CryptoConnect } from './CryptoConnect';
import { CryptoError } from './CryptoError';
import { CryptoOtherScreen } from './CryptoOtherScreen';
import { CryptoSetupWallet } from './CryptoSetupWallet';
import { CryptoSignMessage } from './CryptoSignMessage';
import { PasskeyConfirmation } from './PasskeyConfirmation';
import { PasskeyRegistrationStart } from './PasskeyRegistrationStart';
import { PasskeyRegistrationSuccess } from './PasskeyRegistrationSuccess';

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
  PasskeyRegistrationStart,
  PasskeyRegistrationSuccess,
  PasskeyConfirmation,
  CryptoConnect,
  CryptoSignMessage,
  CryptoConfirmation,
  CryptoError,
  CryptoOtherScreen,
  CryptoSetupWallet,
};
