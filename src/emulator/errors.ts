// Every error the emulator answers, as data: error_type -> [HTTP status, message]. Every type is one
// the official SDK's `StytchAPIErrorType` union lists (test/emulator/error-types.test.ts holds it to
// that), except the emulator's own control endpoints' few (EMULATOR_ONLY_TYPES). Feature files add
// their own types with addErrors() (the B2B/IDP files do); fail() with a type no table has is a bug.
import { INVALID_EMAIL } from '../wire/email';
import type { ProjectConfig } from './config';
import type { Emu } from './context';

/** weak_password's words for a new password found in a data breach (and breached_password's). */
export const BREACHED = 'This password has appeared in a data breach. Please choose another password.';

const ERRORS: Record<string, [number, string]> = {
  // request shape. A malformed request (bad JSON, another content type, too large, a required field
  // missing) answers bad_request with its own words (and, for the first two, its HTTP status);
  // invalid_argument is a field that is there but has the wrong type or value.
  route_not_found: [404, 'There is no endpoint at this method and path.'],
  method_not_allowed: [405, 'This path does not accept this HTTP method.'],
  bad_request: [400, 'The request could not be processed.'],
  invalid_argument: [400, 'A field has the wrong type or value.'],
  invalid_email: [400, INVALID_EMAIL],
  invalid_phone_number: [400, 'Phone number format is invalid. Please enter the number with its country code.'],
  invalid_session_duration: [400, 'The session duration is out of the allowed range.'],
  invalid_expiration: [400, 'The expiration minutes are out of range.'],
  // credentials
  unauthorized_credentials: [401, 'Unauthorized credentials.'],
  public_token_not_found: [401, 'The public token does not match a project.'],
  public_token_required: [401, 'Send the public token (public_token, or the basic authorization header of the SDK requests).'],
  invalid_public_token_id: [401, 'The public token is malformed: it looks like public-token-test-... or public-token-live-....'],
  session_not_found: [404, 'Session could not be found.'],
  no_session_arguments: [400, 'Send session_token or session_jwt.'],
  endpoint_not_authorized_for_sdk: [401, 'The project owner has not authorized the SDK to call this endpoint.'],
  // The vertical is the endpoint's: a consumer endpoint called with a B2B project's credentials is an
  // invalid consumer endpoint (for that project), a B2B endpoint called with a consumer project's an invalid B2B one.
  invalid_consumer_endpoint: [400, 'This endpoint is for consumer projects only.'],
  invalid_b2b_endpoint: [400, 'This endpoint is for B2B projects only.'],
  too_many_requests: [429, 'Too many requests have been made.'],
  user_lock_limit_reached: [429, 'Too many failed attempts: this user is locked for a while. Try again later.'],
  // redirect URLs (each kind its own type, as the vendor's)
  invalid_magic_link_url: [400, "The redirect URL is not among the project's configured redirect URLs."],
  invalid_login_redirect_url: [400, "The login redirect URL is not among the project's configured redirect URLs."],
  invalid_signup_redirect_url: [400, "The signup redirect URL is not among the project's configured redirect URLs."],
  invalid_password_reset_redirect_url: [400, "The password reset redirect URL is not among the project's configured redirect URLs."],
  invalid_invite_redirect_url: [400, "The invite redirect URL is not among the project's configured redirect URLs."],
  invalid_discovery_redirect_url: [400, "The discovery redirect URL is not among the project's configured redirect URLs."],
  no_login_redirect_urls_set: [400, 'The project has no login redirect URL configured.'],
  no_signup_redirect_urls_set: [400, 'The project has no signup redirect URL configured.'],
  // users and their factors
  user_not_found: [404, 'User could not be found.'],
  email_not_found: [404, 'Email could not be found.'],
  phone_number_not_found: [404, 'Phone number could not be found.'],
  oauth_user_registration_not_found: [404, 'OAuth user registration could not be found.'],
  biometric_registration_not_found: [404, 'Biometric registration could not be found.'],
  duplicate_email: [400, 'A user with this email already exists.'],
  duplicate_phone_number: [400, 'A user with this phone number already exists.'],
  cannot_delete_last_primary_factor: [400, "This is the user's last way to sign in; add another before removing it."],
  // tokens and codes
  unable_to_auth_magic_link: [401, 'The magic link could not be authenticated. It may have expired or already been used.'],
  // A wrong code, an expired one, and one spent by too many wrong tries alike: the code does not exist (any more).
  otp_code_not_found: [404, 'The passcode is incorrect or has expired.'],
  pkce_mismatch: [400, 'The code_verifier does not match the code_challenge of this flow.'],
  invalid_pkce_code_challenge: [400, 'This project requires PKCE for this flow: send a code_challenge when starting it.'],
  pkce_expected_code_verifier: [400, 'This flow was started with a code_challenge: send its code_verifier when authenticating.'],
  oauth_token_not_found: [404, 'The OAuth token could not be found. It may have expired or already been used.'],
  oauth_config_not_found: [404, 'No Google OAuth client is configured for this project.'],
  id_token_invalid: [401, 'The id_token could not be verified.'],
  id_token_nonce_invalid: [401, "The id_token's nonce is not the one the request sent."],
  id_token_incorrect_audience: [401, "The id_token was issued for another client than the project's."],
  // passwords
  weak_password: [400, 'The password is too weak for the project policy.'],
  breached_password: [400, BREACHED],
  reset_password: [400, 'This password must be reset before it can be used.'],
  unable_to_auth_password_reset_token: [401, 'The password reset link has expired or already been used.'],
  password_already_exists: [400, 'This user already has a password.'],
  session_too_old_to_reset_password: [400, 'Your session is too old to reset the password. Please log in again, then try again.'],
  insufficient_factors: [
    401,
    'This action needs a session with factors of two kinds (e.g. an email code and a passkey), one from the last hour.',
  ],
  // TOTP (a wrong code is unable_to_authenticate_*; invalid_totp_code / invalid_recovery_code are the vendor's words for a malformed one)
  active_totp_exists: [400, 'This user already has an active TOTP registration.'],
  totp_not_found: [404, 'No TOTP registration was found for this user.'],
  unable_to_authenticate_totp: [401, 'The authenticator code is incorrect.'],
  unable_to_authenticate_recovery_code: [401, 'The backup code is incorrect or has already been used.'],
  // WebAuthn
  webauthn_registration_not_found: [404, 'WebAuthn registration could not be found.'],
  duplicate_webauthn_registration: [400, 'This WebAuthn credential is already registered.'],
  invalid_public_key_credential: [400, 'The WebAuthn credential is malformed.'],
  no_pending_webauthn_registration: [404, 'The passkey request has expired. Please try again.'],
  unable_to_register_webauthn_registration: [401, 'The passkey could not be registered.'],
  unable_to_auth_webauthn_registration: [401, 'The passkey could not be verified.'],
  // crypto wallets
  invalid_crypto_wallet_address: [400, 'The crypto wallet address is malformed for its type.'],
  invalid_wallet_type: [400, 'crypto_wallet_type must be ethereum or solana.'],
  unable_to_authenticate_crypto_wallet: [401, 'The wallet signature request has expired. Please try again.'],
  invalid_signature: [401, 'The signature could not be verified for this wallet.'],
  crypto_wallet_not_found: [404, 'Crypto wallet could not be found.'],
  // impersonation
  unable_to_auth_impersonation_token: [401, 'The impersonation token has expired or already been used.'],
  // generic
  internal_server_error: [500, 'An unexpected error occurred. Please try again later.'],
};

/**
 * The only error types outside the official `StytchAPIErrorType` union: those of the emulator's own
 * control endpoints (/emulator/..., routes/admin.ts and routes/admin-page.ts), which are not the
 * vendor's API. test/emulator/error-types.test.ts reads this list; add to it only for such an endpoint.
 */
export const EMULATOR_ONLY_TYPES: readonly string[] = ['forbidden_origin', 'invalid_settings', 'message_not_found'];

/** bad_request's words for each malformed request, with its HTTP status (too large and the wrong content type have their own). */
const MALFORMED_WORDS = {
  json: ['The request body is not valid JSON.', 400],
  object: ['The request body must be a JSON object.', 400],
  contentType: ['Send the request body as application/json.', 415],
  tooLarge: ['The request body is larger than the limit of 100 KB.', 413],
} as const;

/** The bad_request answer of a malformed request: `throw malformed('json')`. */
export const malformed = (what: keyof typeof MALFORMED_WORDS): ApiError => {
  const [words, status] = MALFORMED_WORDS[what];
  return fail('bad_request', words, status);
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

/** Every error type the catalogue holds now (the base table and what features added). */
export const errorTypes = (): string[] => Object.keys(ERRORS);

/**
 * `throw fail('user_not_found')`; an optional message adds detail to the catalogue's, an optional
 * status replaces its (bad_request's 413 and 415). A type no table holds throws: an emulator bug.
 */
export function fail(type: string, detail?: string, status?: number): ApiError {
  const known = Object.hasOwn(ERRORS, type) ? ERRORS[type] : null;
  if (!known) throw new Error(`emulator: fail('${type}'): no error table holds this error type`);
  const [catalogued, message] = known;
  return new ApiError(type, status ?? catalogued, detail ? `${message} ${detail}` : message);
}

/** A public token that names no project: none sent, malformed (not public-token-test-... / -live-...) or unknown. */
export const noProject = (token: unknown): ApiError =>
  token == null || token === ''
    ? fail('public_token_required')
    : typeof token === 'string' && /^public-token-(test|live)-[\w-]+$/.test(token)
      ? fail('public_token_not_found')
      : fail('invalid_public_token_id');

/** An endpoint of one vertical called with a project of the other: `vertical` is the endpoint's. */
export const wrongVertical = (vertical: 'CONSUMER' | 'B2B'): ApiError =>
  vertical === 'CONSUMER' ? fail('invalid_consumer_endpoint') : fail('invalid_b2b_endpoint');

/** The project `token` names, of `vertical` when given (the endpoint's); else the API's error for that token. */
export function projectFor(emu: Pick<Emu, 'projectByToken'>, token: unknown, vertical?: 'CONSUMER' | 'B2B'): ProjectConfig {
  const project = typeof token === 'string' && token ? emu.projectByToken(token) : null;
  if (!project) throw noProject(token);
  if (vertical && project.vertical !== vertical) throw wrongVertical(vertical);
  return project;
}

export const errorBody = (e: ApiError, request_id: string) => ({
  status_code: e.status,
  request_id,
  error_type: e.type,
  error_message: e.message,
  error_url: `https://stytch.com/docs/api/errors/${e.status}#${e.type}`,
});
