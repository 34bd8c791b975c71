// cryptoWallets.* : challenge (primary without a session, secondary with one) and authenticate.
import * as r from '../../wire/consumer-routes';
import { check } from '../args';
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

const FIELDS = ['crypto_wallet_address', 'crypto_wallet_type', 'siwe_params?:object'];
type StartOptions = { crypto_wallet_address: string; crypto_wallet_type: string; siwe_params?: SiweParams };

export function cryptoWalletsModule(ctx: Ctx) {
  const start = op<StartOptions, { challenge: string }>(ctx, 'cryptoWallets.authenticateStart', r.cryptoStartPrimary, FIELDS, {
    protect: true,
    secondary: r.cryptoStartSecondary,
  });
  return {
    /**
     * siwe_params travel only when the project requires Sign-In With Ethereum and the wallet is an
     * Ethereum one (as the official client does), with the page's origin as the default uri.
     */
    async authenticateStart(o: StartOptions) {
      check('stytch.cryptoWallets.authenticateStart', o, FIELDS);
      const siwe = o?.crypto_wallet_type === 'ethereum' && (await ctx.bootstrap.getAsync()).siweRequiredForCryptoWallets;
      return start({ ...o, siwe_params: siwe ? { ...o.siwe_params, uri: o.siwe_params?.uri || location.origin } : undefined });
    },
    authenticate: op<{ crypto_wallet_address: string; crypto_wallet_type: string; signature: string; session_duration_minutes: number }>(
      ctx,
      'cryptoWallets.authenticate',
      r.cryptoAuthenticate,
      ['signature', 'crypto_wallet_address', 'crypto_wallet_type', SESSION],
      { auth: true },
    ),
  };
}
