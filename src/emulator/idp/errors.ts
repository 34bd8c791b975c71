// Identity-provider errors, through the emulator's one error type (ApiError, src/emulator/errors.ts):
// the SDK routes' catalogue entries, and the OAuth 2 token endpoint's own types (RFC 6749 section 5.2),
// answered there as { error, error_description }.
import { ApiError } from '../errors';

/**
 * error_type -> [status, message], added to the emulator's catalogue by routes/idp.ts (the vendor's
 * connected-app types; connected_app_not_found also for routes/connected-apps.ts). A response_type
 * other than "code" is an invalid_argument (the catalogue's), a redirect or logout URL the client
 * does not list connected_app_supplied_redirect_url_not_found_in_client (with which field in detail).
 */
export const ERRORS: Record<string, [number, string]> = {
  connected_app_not_found: [404, 'The connected app could not be found.'],
  connected_app_supplied_redirect_url_not_found_in_client: [
    401,
    'The redirect URL supplied in the request is not registered to the client.',
  ],
  pkce_required_for_idp_authorization_flow: [400, 'Public clients must use PKCE: send a code_challenge.'],
};

/** The token endpoint's error codes; any other ApiError there answers invalid_request. */
export const OAUTH_ERRORS = new Set(['invalid_request', 'invalid_client', 'invalid_grant', 'unsupported_grant_type']);

/** A token-endpoint error with its own description (not the catalogue's). */
export const oauthError = (error: string, description: string, status = 400) => new ApiError(error, status, description);
