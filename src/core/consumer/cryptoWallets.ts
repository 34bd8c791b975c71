// cryptoWallets.* : challenge (primary without a session, secondary with one) and authenticate.
import * as r from '../../wire/consumer-routes';
import type { Ctx } from '../client';
import { op, SESSION } from '../op';

export interface SiweParams {
  uri?: string;
  chain_id?: string;
  issued_at?: string;
  statement?: string;
  not_before?: string;
  message_request_id?: string;
  resources?: string[];
}

export const cryptoWalletsModule = (ctx: Ctx) => ({
  authenticateStart: op<{ crypto_wallet_address: string; crypto_wallet_type: string; siwe_params?: SiweParams }, { challenge: string }>(
    ctx, 'cryptoWallets.authenticateStart', r.cryptoStartPrimary,
    ['crypto_wallet_address', 'crypto_wallet_type', 'siwe_params?:object'],
    { protect: true, secondary: r.cryptoStartSecondary }),
  authenticate: op<{ crypto_wallet_address: string; crypto_wallet_type: string; signature: string; session_duration_minutes: number }>(
    ctx, 'cryptoWallets.authenticate', r.cryptoAuthenticate,
    ['signature', 'crypto_wallet_address', 'crypto_wallet_type', SESSION],
    { auth: true }),
});
