// One field at a time (handler-fuzz.test.ts, b2b-fuzz.test.ts): each valid body mutated in one field,
// with values of the wrong type (must be a 4xx with an error_type) and odd but well-typed values
// (empty, huge, unicode, injection-looking, prototype keys: never a 5xx, any 4xx names its error_type).
import type { Route } from '../../src/wire/routes';

export const WRONG_TYPES: unknown[] = [42, -1.5, true, [], ['x'], { a: 1 }];
export const ODD_VALUES: unknown[] = [
  '',
  ' ',
  'x'.repeat(9_999),
  '\u0000\u202e😀',
  "' OR 1=1 --",
  '<script>alert(1)</script>',
  '../../etc/passwd',
  0,
  -1,
  2147483647,
  1e12,
  3.5,
  false,
  {},
  { __proto__: { polluted: 1 } },
  ['a', 'b'],
];

interface Answer {
  status: number;
  text: string;
  json?: { error_type?: unknown } | null;
}

/** Sends every mutation of every body; returns how many requests went out and each bad answer. */
export async function fuzzFields(
  bodies: [Route, Record<string, unknown>][],
  send: (route: Route, body: Record<string, unknown>) => Promise<Answer>,
): Promise<{ count: number; problems: string[] }> {
  let count = 0;
  const problems: string[] = [];
  for (const [route, body] of bodies) {
    for (const field of Object.keys(body)) {
      for (const [kind, values] of [
        ['wrong', WRONG_TYPES],
        ['odd', ODD_VALUES],
      ] as const) {
        for (const v of values) {
          if (kind === 'wrong' && typeof v === typeof body[field] && Array.isArray(v) === Array.isArray(body[field])) continue;
          const res = await send(route, { ...body, [field]: v });
          count++;
          const bad =
            res.status >= 500 ||
            (kind === 'wrong' && (res.status < 400 || typeof res.json?.error_type !== 'string')) ||
            (res.status >= 400 && typeof res.json?.error_type !== 'string');
          if (bad)
            problems.push(`${route[0]} ${route[1]} ${field}=${JSON.stringify(v)?.slice(0, 40)} -> ${res.status} ${res.text.slice(0, 100)}`);
        }
      }
    }
  }
  return { count, problems };
}
