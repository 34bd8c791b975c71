// API errors a user can cause, by error_type (`ui.errorType.<error_type>`): words for people, the
// specs' texts where they have one; any other error_type shows the server's error_message. They
// are in the catalogues of the parts that show server errors (the consumer steps chunk, preloaded on
// the first form; the B2B MFA and reset chunks), so no main bundle and not the identity provider
// carries them.

/** Sending a link or code; a token in the address. */
export const sendErrorText = {
  'ui.errorType.invalid_email': 'Invalid email address',
  'ui.errorType.invalid_phone_number': 'Invalid phone number, please try again.',
  'ui.errorType.too_many_requests': 'Too many attempts. Please wait a moment and try again.',
  'ui.errorType.unable_to_auth_magic_link': 'This link has expired or was already used. Please request a new one.',
};

/** Codes and passwords (the screens after a first step). */
export const codeErrorText = {
  'ui.errorType.unauthorized_credentials': 'Invalid email or password. Please try again.',
  'ui.errorType.otp_code_not_found': 'Invalid passcode, please try again.',
  'ui.errorType.unable_to_authenticate_totp': 'Invalid passcode, please try again.',
  'ui.errorType.unable_to_authenticate_recovery_code': 'Invalid backup code, please try again.',
  'ui.errorType.unable_to_auth_password_reset_token': 'This link has expired or was already used. Please request a new one.',
  /** Too many failed attempts locked the user or member for a while (passwords, codes); code screens say ui.code.locked. */
  'ui.errorType.user_lock_limit_reached': 'Too many failed attempts. Please try again later.',
};

export const errorTypeText = { ...sendErrorText, ...codeErrorText };
