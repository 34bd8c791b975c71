// Which API errors end a stored session for good: the session's refresh (session-api.ts) clears it
// after one, and the background refresh (refresh-tick.ts) stops. Apart from errors.ts because only
// modules that load later use it (a widget bundle's sign-in namespaces or client requests file), so
// it is theirs, not the main bundle's.
import { StytchAPIError } from './errors';

/**
 * error_types after which a stored session can never become valid again: the client
 * clears it (and background refresh stops).
 */
export const UNRECOVERABLE = new Set([
  'unauthorized_credentials',
  'user_unauthenticated',
  'invalid_secret_authentication',
  'session_not_found',
  'invalid_session_token',
  'invalid_session_jwt',
  'session_expired',
  'user_not_found',
  'member_not_found',
  'organization_not_found',
  'unauthorized_action',
]);

export const isUnrecoverable = (e: unknown): boolean => e instanceof StytchAPIError && UNRECOVERABLE.has(e.error_type);
