// cryptoWallets.* : challenge (primary without a session, secondary with one) and authenticate.
import { consumer as r } from '../../wire/routes';
import { authenticate, call, compact } from '../api';
import { check } from '../args';
import type { Ctx } from '../client';

export interface SiweParams {
  uri?: string;
  chain_id?: string;
  issued_at?: string;
  statement?: string;
  not_before?: string;
  message_request_id?: string;
  resources?: string[];
}

export function cryptoWalletsModule(ctx: Ctx) {
  return {
    async authenticateStart(o: { crypto_wallet_address: string; crypto_wallet_type: string; siwe_params?: SiweParams }) {
      check('stytch.cryptoWallets.authenticateStart', o, ['crypto_wallet_address', 'crypto_wallet_type', 'siwe_params?:object']);
      return call<{ challenge: string }>(ctx, ctx.hasSession() ? r.cryptoStartSecondary : r.cryptoStartPrimary, compact(o), {}, true);
    },
    async authenticate(o: { crypto_wallet_address: string; crypto_wallet_type: string; signature: string; session_duration_minutes: number }) {
      check('stytch.cryptoWallets.authenticate', o, ['signature', 'crypto_wallet_address', 'crypto_wallet_type', 'session_duration_minutes:number']);
      return authenticate(ctx, r.cryptoAuthenticate, o);
    },
  };
}
