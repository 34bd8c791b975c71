// API errors a user can cause, by error_type (`ui.errorType.<error_type>`): words for people, the
// specs' texts where they have one; any other error_type shows the server's error_message. They
// are in the catalogues of the parts that show server errors (the consumer widget's main text, the
// B2B MFA and reset chunks), so a bundle that shows none (the identity provider) does not carry them.
export const errorTypeText = {
  'ui.errorType.unauthorized_credentials': 'Invalid email or password. Please try again.',
  'ui.errorType.invalid_email': 'Invalid email address',
  'ui.errorType.invalid_phone_number': 'Invalid phone number, please try again.',
  'ui.errorType.otp_code_not_found': 'Invalid passcode, please try again.',
  'ui.errorType.totp_code_not_found': 'Invalid passcode, please try again.',
  'ui.errorType.recovery_code_not_found': 'Invalid backup code, please try again.',
  'ui.errorType.too_many_requests': 'Too many attempts. Please wait a moment and try again.',
  'ui.errorType.unable_to_auth_magic_link': 'This link has expired or was already used. Please request a new one.',
  'ui.errorType.invalid_password_reset_token': 'This link has expired or was already used. Please request a new one.',
};
