// One API method from a row of data: argument check, session requirement, PKCE, intermediate
// session token, primary/secondary route, call. Both clients' namespace modules are tables of op() rows.
import { type Body, type FieldsOf, parseFields } from '../wire/fields';
import type { Route } from '../wire/routes';
import { authenticate, call } from './api';
import { check } from './args';
import type { Ctx } from './client';
import { MissingPKCEError } from './errors';
import { pkceOf } from './pkce';

/** B2B spec section 9: password and magic-link calls use 30 minutes when none is given. */
export const SESSION_DEFAULT = { session_duration_minutes: 30 };

type PKCEFlag = 'pkceRequiredForEmailMagicLinks' | 'pkceRequiredForPasswordResets' | 'pkceRequiredForOAuth' | 'pkceRequiredForSso';

export interface OpSpec {
  /** Store the answer (full session or intermediate token) and spend the PKCE pair. */
  auth?: boolean;
  /** Continues an intermediate flow: sends the stored intermediate_session_token, if any. */
  ist?: boolean;
  /** Needs a session (NoCurrentSessionError otherwise). */
  session?: boolean;
  /** Captcha / device-fingerprint tokens (send endpoints). */
  protect?: boolean;
  /**
   * [project flag, body field, kind]: 'challenge' starts a new pair when the flag is on, 'always' starts
   * one regardless, 'verifier' sends the stored verifier (MissingPKCEError when the flag is on and none is stored).
   */
  pkce?: readonly [PKCEFlag, string, 'challenge' | 'always' | 'verifier'];
  /** Values used when the caller leaves a field undefined. */
  defaults?: Record<string, unknown>;
  /** Send endpoints: this route instead of `route` (the primary one) while a session exists. */
  secondary?: Route;
  /**
   * The body is the caller's options object as given, not only the declared fields (the organization
   * administration calls, which take the vendor's whole option set and send it on unchanged, as the official client does).
   */
  passThrough?: boolean;
  /**
   * Fields that fill the route's {placeholders} and stay out of the body (other placeholders are filled
   * from the body and kept in it). A request whose every field went to the path has no body at all, as
   * the official client sends it (`members.reactivate`, `session.revokeForMember`, the grant revokes);
   * not with passThrough, whose body is the rest of the caller's object, `{}` included.
   */
  pathOnly?: string[];
}

/** The options an op takes: its route's declared fields, narrowed by `X` where the wire kind is coarser (enums, nested shapes). */
export type Options<W extends Route, X = unknown> = Body<FieldsOf<W>> & X;

/**
 * A public method from its route (whose declared fields are the argument checks and the body) and
 * spec; `R` is the answer's type, `X` narrows the options (see Options).
 */
export function op<W extends Route, R, X = unknown>(ctx: Ctx, name: string, route: W, spec: OpSpec = {}) {
  const fields = route[2];
  return async (o: Options<W, X>): Promise<R> => {
    check(`stytch.${name}`, o, fields);
    if (spec.session) ctx.requireSession();
    // Only the declared fields travel (the official client builds each body field by field), unless passThrough.
    const given = (o || {}) as Record<string, unknown>;
    const body: Record<string, unknown> = spec.passThrough ? { ...given } : {};
    if (!spec.passThrough) for (const [f] of parseFields(fields)) if (given[f] !== undefined) body[f] = given[f];
    const params: Record<string, string> = {};
    for (const [k, v] of Object.entries(body)) if (typeof v === 'string') params[k] = v;
    for (const k of spec.pathOnly || []) delete body[k];
    for (const [k, v] of Object.entries(spec.defaults || {})) if (body[k] === undefined) body[k] = v;
    if (spec.pkce) {
      const [flag, field, kind] = spec.pkce;
      const required = (await ctx.bootstrap.getAsync())[flag] === true;
      if (kind === 'verifier') {
        // The stored verifier; MissingPKCEError when the project requires PKCE and none is stored.
        const v = pkceOf(ctx).get()?.code_verifier;
        if (required && !v) throw new MissingPKCEError();
        body[field] = v || undefined;
      } else body[field] = required || kind === 'always' ? (await pkceOf(ctx).start()).code_challenge : undefined;
    }
    // The stored intermediate session token, sent whenever one is stored, as the vendor's SDKs do ("if
    // one is present"): a full session has none (storing either removes the other, session.ts), so the
    // MFA calls after an exchange into an organization that requires MFA carry that token.
    if (spec.ist) body.intermediate_session_token = ctx.store.intermediateToken() || undefined;
    const to = spec.secondary && ctx.hasSession() ? spec.secondary : route;
    if (spec.auth) return authenticate<R>(ctx, to, body);
    const bare = spec.pathOnly && !spec.passThrough && !Object.keys(body).length;
    return call<R>(ctx, to, bare ? undefined : body, params, spec.protect);
  };
}
