// The login widget's one state machine (spec section 4): screen values for every screen of
// section 2, the form state of section 3 and the reducer with exactly the named actions. Widget
// state lives in a signal; components read `state.value` and call `dispatch`.
import type { PhoneValue } from '../ui/phone';
import { computed } from '@preact/signals';
import { createStore } from '../ui/store';
import type { OTPMethod } from './config';

/** Every screen of section 2 (plus PasswordCheckEmail and LoggingIn): a type, so a transition names one as a checked string. */
export type ScreenName =
  | 'Main'
  | 'PasskeyRegistrationStart'
  | 'PasskeyRegistrationSuccess'
  | 'PasskeyConfirmation'
  | 'PasswordCreateOrLogin'
  | 'PasswordResetForm'
  | 'PasswordForgot'
  | 'PasswordBreached'
  | 'PasswordSetNew'
  | 'PasswordCheckEmail'
  | 'PasswordDedupe'
  | 'PasswordConfirmation'
  | 'EmailConfirmation'
  | 'OTPAuthenticate'
  | 'OTPConfirmation'
  | 'CryptoConnect'
  | 'CryptoSignMessage'
  | 'CryptoOtherScreen'
  | 'CryptoSetupWallet'
  | 'CryptoError'
  | 'CryptoConfirmation'
  | 'IDPConsent'
  | 'LoggingIn';

export interface FormState {
  magicLinkState: { email: string };
  /** `phone`: the number as typed for the last send (Back to Main shows it again, on its tab). */
  otpState: { type: OTPMethod; methodId: string; otpDestination: string; phone?: PhoneValue };
  cryptoState: { walletAddress: string; walletOption: string; walletChallenge: string };
  passwordState: { email: string; type: 'new' | 'password' | 'passwordless' };
  resetPasswordState: { token: string };
  errorMessage: string;
}

export interface State {
  screen: ScreenName;
  formState: FormState;
}

export type Action =
  | { type: 'transition'; screen: ScreenName }
  | { type: 'set_magic_link_email'; email: string }
  | { type: 'update_otp_state'; otpState: Partial<FormState['otpState']> }
  | { type: 'update_crypto_state'; cryptoState: Partial<FormState['cryptoState']> }
  | { type: 'update_password_state'; passwordState: Partial<FormState['passwordState']> }
  | { type: 'set_error_message'; errorMessage: string }
  | { type: 'clear_error_message' };

export function initialState(screen: ScreenName = 'Main', resetToken = ''): State {
  return {
    screen,
    formState: {
      magicLinkState: { email: '' },
      otpState: { type: 'sms', methodId: '', otpDestination: '' },
      cryptoState: { walletAddress: '', walletOption: 'BrowserWallet', walletChallenge: '' },
      passwordState: { email: '', type: 'new' },
      resetPasswordState: { token: resetToken },
      errorMessage: '',
    },
  };
}

export function reducer(s: State, a: Action): State {
  const f = s.formState;
  const form = (patch: Partial<FormState>): State => ({ ...s, formState: { ...f, ...patch } });
  switch (a.type) {
    case 'transition':
      // A new screen starts without the previous screen's error.
      return { screen: a.screen, formState: { ...f, errorMessage: '' } };
    case 'set_magic_link_email':
      return form({ magicLinkState: { email: a.email } });
    case 'update_otp_state':
      return form({ otpState: { ...f.otpState, ...a.otpState } });
    case 'update_crypto_state':
      return form({ cryptoState: { ...f.cryptoState, ...a.cryptoState } });
    case 'update_password_state':
      return form({ passwordState: { ...f.passwordState, ...a.passwordState } });
    case 'set_error_message':
      return form({ errorMessage: a.errorMessage });
    case 'clear_error_message':
      return form({ errorMessage: '' });
    default:
      throw new Error(`Unknown action: ${(a as { type?: unknown })?.type}`);
  }
}

/** The widget's state signal, its dispatch, and the current screen (what the root reads: a form edit does not render it again). */
export function createMachine(initial: State = initialState()) {
  const store = createStore<State, Action>(reducer, initial);
  return { ...store, screen: computed(() => store.state.value.screen) };
}
export type Machine = ReturnType<typeof createMachine>;
