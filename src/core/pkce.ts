// PKCE: a verifier of 16 random 32-bit values in hex, its SHA-256 challenge in base64url.
// One pair per flow, kept in local storage from start until a successful authenticate.
import type { Ctx } from './client';
import { PKCEUnavailableError } from './errors';
import { type PageStorage, stored } from './storage';

export interface PKCEPair {
  code_verifier: string;
  code_challenge: string;
}

const URL_SAFE: Record<string, string> = { '+': '-', '/': '_', '=': '' };
export const base64url = (bytes: ArrayBuffer | Uint8Array) =>
  btoa(String.fromCharCode(...new Uint8Array(bytes))).replace(/[+/=]/g, (c) => URL_SAFE[c]);

export async function challengeOf(verifier: string): Promise<string> {
  return base64url(await crypto.subtle.digest('SHA-256', new TextEncoder().encode(verifier)));
}

export function newVerifier(): string {
  return Array.from(crypto.getRandomValues(new Uint32Array(16)), (n) => n.toString(16).padStart(8, '0')).join('');
}

export type PKCEManager = ReturnType<typeof pkceManager>;

/** Where a public token's pair is kept in local storage. */
const keyOf = (namespace: string) => `stytch_sdk_state_${namespace}::PKCE`;

export function pkceManager(storage: PageStorage, namespace: string) {
  const key = keyOf(namespace);
  return {
    key,
    /** A new pair, stored. PKCEUnavailableError on pages without crypto.subtle (plain http, not localhost). */
    async start(): Promise<PKCEPair> {
      if (!globalThis.crypto?.subtle) throw new PKCEUnavailableError();
      const code_verifier = newVerifier();
      const pair = { code_verifier, code_challenge: await challengeOf(code_verifier) };
      storage.setItem(key, JSON.stringify(pair));
      return pair;
    },
    /** The stored pair; a malformed one is warned about and ignored. */
    get(): PKCEPair | null {
      if (!storage.getItem(key)) return null;
      const v = stored<PKCEPair>(storage, key);
      if (typeof v?.code_verifier === 'string' && typeof v.code_challenge === 'string') return v;
      console.warn('featherlogin: found a malformed PKCE code verifier in local storage; ignoring it.');
      return null;
    },
    clear: () => storage.removeItem(key),
  };
}

/**
 * A client's PKCE pairs (its storage, under its public token): made by the flows that start or read
 * one (op.ts, start-url.ts), none of which a first screen runs, so a widget bundle's main file
 * carries none of this but the key (clearPKCE).
 */
export const pkceOf = (ctx: Pick<Ctx, 'storage' | 'publicToken'>) => pkceManager(ctx.storage, ctx.publicToken);

/** Spends a client's pair (a successful authenticate: api.ts), as its manager's clear() does. */
export const clearPKCE = (ctx: Pick<Ctx, 'storage' | 'publicToken'>) => ctx.storage.removeItem(keyOf(ctx.publicToken));
