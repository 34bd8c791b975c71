// Session JWTs: RS256 with a key kept in the database (so tokens stay valid across restarts),
// published as a JWKS at GET /v1/sessions/jwks/{project_id}.
import { createPrivateKey, createPublicKey, generateKeyPairSync, sign, verify } from 'node:crypto';
import type { Emu } from './context';
import { b64url, id } from './crypto-util';

interface Key {
  kid: string;
  private_pem: string;
  public_jwk: string;
}

const cache = new WeakMap<object, Key>();

function signingKey(emu: Emu): Key {
  const hit = cache.get(emu.db);
  if (hit) return hit;
  let row = emu.db.prepare('SELECT kid, private_pem, public_jwk FROM keys ORDER BY created_at LIMIT 1').get() as Key | undefined;
  if (!row) {
    const { privateKey, publicKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
    const kid = id('jwk');
    row = {
      kid,
      private_pem: privateKey.export({ type: 'pkcs8', format: 'pem' }) as string,
      public_jwk: JSON.stringify({ ...publicKey.export({ format: 'jwk' }), kid, alg: 'RS256', use: 'sig' }),
    };
    emu.db
      .prepare('INSERT INTO keys (kid, private_pem, public_jwk, created_at) VALUES (?, ?, ?, ?)')
      .run(row.kid, row.private_pem, row.public_jwk, new Date().toISOString());
  }
  cache.set(emu.db, row);
  return row;
}

/** Drops the cached key of a database whose keys table was replaced (state import, reset). */
export const forgetKey = (db: object) => void cache.delete(db);

export function jwks(emu: Emu) {
  return { keys: [JSON.parse(signingKey(emu).public_jwk)] };
}

export function signJWT(emu: Emu, payload: Record<string, unknown>): string {
  const key = signingKey(emu);
  const head = b64url(Buffer.from(JSON.stringify({ alg: 'RS256', typ: 'JWT', kid: key.kid })));
  const body = b64url(Buffer.from(JSON.stringify(payload)));
  const sig = sign('sha256', Buffer.from(`${head}.${body}`), createPrivateKey(key.private_pem));
  return `${head}.${body}.${b64url(sig)}`;
}

/** Verifies an RS256 JWT of ours; the payload or null (also when expired, unless `anyAge`). */
export function verifyJWT(emu: Emu, jwt: string, anyAge = false): Record<string, any> | null {
  const [head, body, sig] = jwt.split('.');
  if (!head || !body || !sig) return null;
  const key = createPublicKey({ key: JSON.parse(signingKey(emu).public_jwk), format: 'jwk' });
  if (!verify('sha256', Buffer.from(`${head}.${body}`), key, Buffer.from(sig, 'base64url'))) return null;
  try {
    const payload = JSON.parse(Buffer.from(body, 'base64url').toString());
    return typeof payload.exp === 'number' && (anyAge || payload.exp * 1000 > emu.now()) ? payload : null;
  } catch {
    return null;
  }
}
