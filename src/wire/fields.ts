// The body fields of an endpoint, as the third element of its Route: one string, fields separated by
// spaces, each `name`, `name?` (optional) and `:kind` when not a string (`session_duration_minutes:number`,
// `custom_scopes?:stringArray`). It lists the fields the official client takes from the caller and
// sends; the browser core checks arguments against it (src/core/args.ts) and derives its options types
// from it (Body below), the emulator derives its request schema from it (src/emulator/schema.ts: fromWire).
// A string, not an array: fewer bytes in every bundle that ships the routes. Written out in full on
// each route (no shared constants spliced into template literals): a template literal with a
// substitution may run code, so bundlers keep such a module's top level in every bundle that imports it.

/** The TypeScript type of each wire kind (a field with no kind is a string). */
export interface Kinds {
  string: string;
  number: number;
  boolean: boolean;
  object: object;
  stringArray: string[];
}
export type Kind = keyof Kinds;

type Words<S extends string> = S extends `${infer H} ${infer T}` ? H | Words<T> : S extends '' ? never : S;
type Name<W extends string> = W extends `${infer N}:${string}` ? N : W;
type TypeOf<W extends string> = W extends `${string}:${infer K extends Kind}` ? Kinds[K] : string;

/** 'email password? n:number' -> { email: string; password?: string; n: number }. */
export type Body<S extends string> = S extends '' ? unknown : Fields<S>;
type Fields<S extends string> = {
  [W in Words<S> as Name<W> extends `${string}?` ? never : Name<W>]: TypeOf<W>;
} & {
  [W in Words<S> as Name<W> extends `${infer N}?` ? N : never]?: TypeOf<W>;
};

/** A route's fields string ('' when it declares none or is any Route). */
export type FieldsOf<R> = R extends { readonly 2?: infer F } ? (F extends string ? (string extends F ? '' : F) : '') : '';

/** Identity-provider bodies, the same for both verticals (shared-routes.ts, and b2b-routes.ts under /b2b). */
export const IDP_START = 'client_id redirect_uri response_type scope';
export const IDP_AUTHORIZE = 'client_id redirect_uri response_type scope state? nonce? code_challenge? consent_granted:boolean';
export const IDP_LOGOUT = 'client_id post_logout_redirect_uri id_token_hint? state?';
/** The 6.x consent calls (`idp.oauthAuthorizeStart` / `Submit` under /idp/...): scopes as a list; both verticals. */
export const IDP_CONSENT_START = 'client_id redirect_uri response_type scopes:stringArray prompt?';
export const IDP_CONSENT_SUBMIT =
  'client_id redirect_uri response_type scopes:stringArray state? nonce? code_challenge? consent_granted:boolean prompt? resource?:stringArray';

/** One parsed field: [name, optional, kind]. */
export type Field = [string, boolean, Kind];

/** 'name?:number' -> ['name', true, 'number']; shared by the core's checks and the emulator's schema. */
export const parseFields = (fields = ''): Field[] =>
  [...fields.matchAll(/(\w+)(\??)(?::(\w+))?/g)].map(([, name, optional, kind]) => [name, !!optional, (kind || 'string') as Kind]);
