// Small crypto helpers on node:crypto: random ids and tokens, base64url, sha256, constant-time compare.
import { createHash, randomBytes, randomUUID, timingSafeEqual } from 'node:crypto';

export const b64url = (buf: Buffer | Uint8Array) => Buffer.from(buf).toString('base64url');
export const randomToken = (bytes = 32) => b64url(randomBytes(bytes));
export const id = (prefix: string) => `${prefix}-test-${randomUUID()}`;
export const sha256 = (s: string | Buffer) => createHash('sha256').update(s).digest();
export const pkceChallenge = (verifier: string) => b64url(sha256(verifier));

export function safeEqual(a: string, b: string): boolean {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
}

/** A 6-digit code, uniformly random. */
export const sixDigits = () => String(randomBytes(4).readUInt32BE() % 1_000_000).padStart(6, '0');
