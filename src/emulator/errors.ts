// Every error the emulator answers, as data: error_type -> [HTTP status, message]. Names follow
// the vendor's public error reference where one exists. Feature files may add their own types
// with addErrors() (the B2B/IDP files do); an unknown type answers 400 with the type as message.
import { INVALID_EMAIL } from '../wire/email';

const ERRORS: Record<string, [number, string]> = {
  // request shape
  endpoint_not_found: [404, 'There is no endpoint at this method and path.'],
  method_not_allowed: [405, 'This path does not accept this HTTP method.'],
  invalid_json: [400, 'The request body is not valid JSON.'],
  invalid_content_type: [415, 'Send the request body as application/json.'],
  request_too_large: [413, 'The request body is larger than the limit of 100 KB.'],
  missing_argument: [400, 'A required field is missing.'],
  invalid_argument: [400, 'A field has the wrong type or value.'],
  invalid_email: [400, INVALID_EMAIL],
  invalid_phone_number: [400, 'Phone number format is invalid. Please enter the number with its country code.'],
  invalid_session_duration: [400, 'The session duration is out of the allowed range.'],
  invalid_expiration: [400, 'The expiration minutes are out of range.'],
  // credentials
  unauthorized_credentials: [401, 'Unauthorized credentials.'],
  invalid_public_token: [401, 'The public token does not match a project.'],
  session_not_found: [404, 'Session could not be found.'],
  product_not_enabled: [403, 'This product is not enabled for the project.'],
  wrong_vertical: [400, 'This request is not available for this type of project.'],
  too_many_requests: [429, 'Too many requests have been made.'],
  user_lock_limit_reached: [429, 'Too many failed attempts: this user is locked for a while. Try again later.'],
  // redirect URLs
  invalid_magic_link_url: [400, "The redirect URL is not among the project's configured redirect URLs."],
  invalid_redirect_url: [400, "The redirect URL is not among the project's configured redirect URLs."],
  no_login_redirect_urls_set: [400, 'The project has no login redirect URL configured.'],
  no_signup_redirect_urls_set: [400, 'The project has no signup redirect URL configured.'],
  // users
  user_not_found: [404, 'User could not be found.'],
  email_not_found: [404, 'Email could not be found.'],
  phone_number_not_found: [404, 'Phone number could not be found.'],
  duplicate_email: [400, 'A user with this email already exists.'],
  factor_not_found: [404, 'This factor is not registered on the user.'],
  cannot_delete_last_primary_factor: [400, "This is the user's last way to sign in; add another before removing it."],
  // tokens and codes
  unable_to_auth_magic_link: [401, 'The magic link could not be authenticated. It may have expired or already been used.'],
  otp_code_not_found: [404, 'The passcode is incorrect or has expired.'],
  otp_too_many_attempts: [400, 'Too many incorrect attempts for this passcode. Request a new code to continue.'],
  pkce_mismatch: [400, 'The code_verifier does not match the code_challenge of this flow.'],
  missing_pkce: [
    400,
    'This project requires PKCE for this flow: send a code_challenge when starting and a code_verifier when authenticating.',
  ],
  oauth_token_not_found: [404, 'The OAuth token could not be found. It may have expired or already been used.'],
  oauth_config_not_found: [404, 'No Google OAuth client is configured for this project.'],
  invalid_id_token: [401, 'The id_token could not be verified.'],
  // passwords
  weak_password: [400, 'The password is too weak for the project policy.'],
  breached_password: [400, 'This password has appeared in a data breach. Please choose another password.'],
  reset_password: [400, 'This password must be reset before it can be used.'],
  invalid_password_reset_token: [401, 'The password reset link has expired or already been used.'],
  password_already_exists: [400, 'This user already has a password.'],
  session_too_old_to_reset_password: [400, 'Your session is too old to reset the password. Please log in again, then try again.'],
  insufficient_factors: [
    403,
    'This action needs a session with factors of two kinds (e.g. an email code and a passkey), one from the last hour.',
  ],
  // TOTP
  active_totp_exists: [400, 'This user already has an active TOTP registration.'],
  totp_not_found: [404, 'No TOTP registration was found for this user.'],
  totp_code_not_found: [401, 'The authenticator code is incorrect.'],
  recovery_code_not_found: [401, 'The backup code is incorrect or has already been used.'],
  // WebAuthn
  webauthn_registration_not_found: [404, 'WebAuthn registration could not be found.'],
  duplicate_webauthn_registration: [400, 'This WebAuthn credential is already registered.'],
  invalid_webauthn_credential: [400, 'The WebAuthn credential is malformed.'],
  webauthn_verification_failed: [401, 'The WebAuthn credential could not be verified.'],
  webauthn_challenge_not_found: [404, 'The passkey request has expired. Please try again.'],
  // crypto wallets
  invalid_crypto_wallet_address: [400, 'The crypto wallet address is malformed for its type.'],
  invalid_crypto_wallet_type: [400, 'crypto_wallet_type must be ethereum or solana.'],
  crypto_wallet_challenge_not_found: [404, 'The wallet signature request has expired. Please try again.'],
  invalid_signature: [401, 'The signature could not be verified for this wallet.'],
  crypto_wallet_not_found: [404, 'Crypto wallet could not be found.'],
  // impersonation
  invalid_impersonation_token: [401, 'The impersonation token has expired or already been used.'],
  // generic
  bad_request: [400, 'The request could not be processed.'],
  internal_server_error: [500, 'An unexpected error occurred. Please try again later.'],
};

export function addErrors(more: Record<string, [number, string]>) {
  Object.assign(ERRORS, more);
}

export class ApiError extends Error {
  constructor(
    public readonly type: string,
    public readonly status: number,
    message: string,
  ) {
    super(message);
  }
}

/** `throw fail('user_not_found')`; an optional message adds detail to the catalogue's. */
export function fail(type: string, detail?: string): ApiError {
  const [status, message] = ERRORS[type] ?? [400, type];
  return new ApiError(type, status, detail ? `${message} ${detail}` : message);
}

export const errorBody = (e: ApiError, request_id: string) => ({
  status_code: e.status,
  request_id,
  error_type: e.type,
  error_message: e.message,
  error_url: `https://stytch.com/docs/api/errors/${e.status}#${e.type}`,
});
