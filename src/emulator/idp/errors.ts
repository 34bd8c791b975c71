// Identity-provider errors, through the emulator's one error type (ApiError, src/emulator/errors.ts):
// the SDK routes' catalogue entries, and the OAuth 2 token endpoint's own types (RFC 6749 section 5.2),
// answered there as { error, error_description }.
import { ApiError } from '../errors';

/** error_type -> [status, message], added to the emulator's catalogue by routes/idp.ts. */
export const ERRORS: Record<string, [number, string]> = {
  oauth2_client_not_found: [404, 'No identity-provider client with this client_id is registered for the project.'],
  invalid_oauth2_redirect_uri: [400, "redirect_uri is not among the client's registered redirect URLs."],
  invalid_post_logout_redirect_uri: [400, "post_logout_redirect_uri is not among the client's registered logout redirect URLs."],
  unsupported_response_type: [400, 'response_type must be "code".'],
};

/** The token endpoint's error codes; any other ApiError there answers invalid_request. */
export const OAUTH_ERRORS = new Set(['invalid_request', 'invalid_client', 'invalid_grant', 'unsupported_grant_type']);

/** A token-endpoint error with its own description (not the catalogue's). */
export const oauthError = (error: string, description: string, status = 400) => new ApiError(error, status, description);
