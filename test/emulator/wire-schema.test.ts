// One wire contract (src/wire/fields.ts): each endpoint's body fields are declared once, in its Route.
// The browser core's argument checks read the Route; the emulator's request schema is derived from it
// (schema.ts fromWire), its endpoints adding only fields the wire does not list or a stricter format.
// These detectors fail when a field is declared a second time, and each is shown firing on a bad example.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import ts from 'typescript';
import { B2BOAuthProviders, OAuthProviders } from '../../src/core/enums';
import type { Endpoint } from '../../src/emulator/registry';
import { features } from '../../src/emulator/routes/index';
import { fromWire, type Schema } from '../../src/emulator/schema';
import { type Kind, parseFields } from '../../src/wire/fields';
import * as wire from '../../src/wire/routes';
import type { Route } from '../../src/wire/routes';

const ROUTES: [string, Route][] = (['consumer', 'b2b', 'shared'] as const).flatMap((g) =>
  Object.entries(wire[g]).map(([k, v]) => [`${g}.${k}`, v as Route] as [string, Route]),
);

/** A route listing one field twice. */
function twiceInRoute(routes: [string, Route][]): string[] {
  return routes.flatMap(([name, r]) => {
    const names = parseFields(r[2]).map(([n]) => n);
    return names.filter((n, i) => names.indexOf(n) !== i).map((n) => `${name}: ${n}`);
  });
}

/** Formats an endpoint may give a wire field of each kind (a stricter value rule, never another kind). */
const REFINES: Record<string, string[]> = { string: ['string', 'text', 'email', 'phone', 'json'], number: ['int'] };

/**
 * An emulator endpoint's own body entry for a wire field: allowed only as a stricter format of the
 * same kind and optionality that differs from what fromWire derives anyway; anything else declares the field twice.
 */
function twiceInEmulator(endpoints: Endpoint[]): string[] {
  return endpoints.flatMap((e) => {
    const own: Schema = e.body || {};
    const route = e.bodyOf ?? e.route;
    const derived = fromWire(route);
    return parseFields(route[2]).flatMap(([name, , kind]) => {
      const mine = own[name];
      if (mine === undefined || !(name in derived)) return [];
      const [type, optional] = mine.endsWith('?') ? [mine.slice(0, -1), true] : [mine, false];
      const ok = (REFINES[kind] || []).includes(type) && optional === derived[name].endsWith('?') && mine !== derived[name];
      return ok ? [] : [`${e.route[0]} ${e.route[1]}: ${name} '${mine}' (wire: ${derived[name]})`];
    });
  });
}

const ENDPOINTS = features.flatMap((f) => f.endpoints || []);

test('no wire route lists a field twice (control: a bad route is caught)', () => {
  assert.equal(twiceInRoute(ROUTES), []);
  assert.equal(twiceInRoute([['bad', ['POST', '/x', 'email password email?']]]), ['bad: email']);
});

/** Fields whose `:kind` is not a wire kind (a typo such as `:numbr` would fail every call of the method). */
const KINDS: string[] = ['string', 'number', 'boolean', 'object', 'stringArray'] satisfies Kind[];
const unknownKinds = (routes: [string, Route][]) =>
  routes.flatMap(([name, r]) => parseFields(r[2]).flatMap(([n, , k]) => (KINDS.includes(k) ? [] : [`${name}: ${n}:${k}`])));

test('every wire field has a known kind (control: a misspelt kind is caught)', () => {
  assert.equal(unknownKinds(ROUTES), []);
  assert.equal(unknownKinds([['bad', ['POST', '/x', 'email n?:numbr']]]), ['bad: n:numbr']);
});

test('no emulator endpoint declares a wire field again (control: a redeclared field is caught)', () => {
  assert.equal(twiceInEmulator(ENDPOINTS), []);
  const bad: Endpoint = { route: wire.consumer.passwordsCreate, body: { email: 'email', password: 'int' }, handle: () => ({}) };
  assert.equal(twiceInEmulator([bad]), ["POST /passwords: email 'email' (wire: email)", "POST /passwords: password 'int' (wire: string)"]);
  // a stricter format of the same kind is a rule on top, not a second declaration
  const refined: Endpoint = { route: wire.b2b.magicLinksInvite, body: { name: 'text?' }, handle: () => ({}) };
  assert.equal(twiceInEmulator([refined]), []);
});

test('the emulator validates every SDK route it serves from the wire fields', () => {
  const served = new Set(ENDPOINTS.map((e) => e.bodyOf ?? e.route));
  const missing = ROUTES.filter(([, r]) => r[2] && r[1] !== wire.shared.idpAuthorize[1] && r[1] !== wire.b2b.idpAuthorize[1])
    .filter(([, r]) => !served.has(r))
    .map(([n]) => n);
  assert.equal(missing, []);
  // e.g. the password sign-up: the wire's fields, the server's formats, its default session length
  assert.equal(fromWire(wire.consumer.passwordsCreate), { email: 'email', password: 'string', session_duration_minutes: 'int?' });
});

// The browser core: an endpoint's argument check reads its Route (`r.x[2]`, an op() row); a field list
// written in core is allowed only for arguments that are not one endpoint's body, each named here.
const METHOD_ARGUMENTS: Record<string, string> = {
  'stytch.otps.authenticate': 'the argument `code` is the body field `token`',
  'stytch.webauthn.register': 'method options; passkeys.ts builds the two bodies',
  'stytch.webauthn.authenticate': 'method options; passkeys.ts builds the two bodies',
  'stytch.webauthn.update': 'the id goes in the path',
  'stytch.session.revoke': 'forceClear is not sent',
  'stytch.session.updateSession': 'tokens stored locally, no request',
  'stytch.sso.start': 'a browser redirect',
  'stytch.oauth.${provider}.start': 'a browser redirect',
  'stytch.oauth.${provider}.${name}': 'a browser redirect',
  'stytch.user.${name}': 'the id goes in the path',
  name: 'client constructor options',
};

const files = (dir: string): string[] =>
  readdirSync(dir).flatMap((n) => {
    const p = join(dir, n);
    return statSync(p).isDirectory() ? files(p) : /\.tsx?$/.test(n) ? [p] : [];
  });

/** check() calls whose field list is written in place (a string or template literal) outside METHOD_ARGUMENTS. */
function literalChecks(sources: [string, string][]): string[] {
  const out: string[] = [];
  for (const [f, text] of sources) {
    const src = ts.createSourceFile(f, text, ts.ScriptTarget.Latest, true);
    const walk = (n: ts.Node) => {
      if (ts.isCallExpression(n) && ts.isIdentifier(n.expression) && n.expression.text === 'check' && n.arguments.length === 3) {
        const [method, , fields] = n.arguments;
        const literal = ts.isStringLiteral(fields) || ts.isTemplateLiteral(fields) || ts.isArrayLiteralExpression(fields);
        const label = method.getText(src).replace(/^['`]|['`]$/g, '');
        if (literal && !(label in METHOD_ARGUMENTS)) out.push(`${f}: ${label}`);
      }
      ts.forEachChild(n, walk);
    };
    walk(src);
  }
  return out;
}

test('the core writes no endpoint field list of its own (control: a written-out list is caught)', () => {
  const core = files('src/core').map((f) => [f, readFileSync(f, 'utf8')] as [string, string]);
  assert.equal(literalChecks(core), []);
  const bad = "check('stytch.passwords.create', o, 'email password session_duration_minutes:number');";
  assert.equal(literalChecks([['bad.ts', bad]]), ['bad.ts: stytch.passwords.create']);
  assert.equal(literalChecks([['good.ts', "check('stytch.passwords.create', o, r.passwordsCreate[2]);"]]), []);
});

test("the OAuth provider lists are the wire's: the official enums mirror them (control: a drifted list is caught)", () => {
  const drift = (list: readonly string[], values: string[]) => [
    ...list.filter((p) => !values.includes(p)),
    ...values.filter((p) => !list.includes(p)),
  ];
  assert.equal(drift(wire.OAUTH_PROVIDERS, Object.values(OAuthProviders)), []);
  assert.equal(drift(wire.B2B_OAUTH_PROVIDERS, Object.values(B2BOAuthProviders)), []);
  assert.equal(drift(wire.B2B_OAUTH_PROVIDERS, ['google', 'microsoft', 'hubspot', 'slack', 'gitlab']), ['github', 'gitlab']);
});

test.run();
