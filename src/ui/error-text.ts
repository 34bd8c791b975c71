// The words a widget shows for a failed call (consumer and B2B spec, section 8), one rule for both.
import { SDKInvalidResponseError } from '../core/errors';
import type { ErrorKey } from './text';

/**
 * The server's error_message, else the catalogue's words for a client error (`ui.error.<class name>`,
 * e.g. 'Unable to contact our servers.'; the three invalid answers, one class, by message:
 * `ui.error.<message>`), else the error's message, else '' (the caller's default, e.g. B2B
 * err.default). Never String(e): a bare "TypeError" or "[object Object]" is not for users.
 */
export function errorText(e: unknown, t: (key: ErrorKey) => string): string {
  const o = e as { error_message?: string; message?: string; name?: string } | null;
  const k: ErrorKey = `ui.error.${o instanceof SDKInvalidResponseError ? o.message : o?.name}`;
  const words = t(k);
  return o?.error_message || (words !== k && words) || o?.message || '';
}
