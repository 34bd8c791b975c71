// cryptoWallets.* : challenge (primary without a session, secondary with one) and authenticate.
import * as r from '../../wire/consumer-routes';
import type * as C from '../../wire/public-types';
import { check } from '../args';
import type { Ctx } from '../client';
import { type Options, op } from '../op';

export interface SiweParams {
  uri?: string;
  chain_id?: string;
  issued_at?: string;
  statement?: string;
  not_before?: string;
  message_request_id?: string;
  resources?: string[];
}

type StartOptions = Options<typeof r.cryptoStartPrimary, { siwe_params?: SiweParams }>;

export function cryptoWalletsModule(ctx: Ctx) {
  const start = op<typeof r.cryptoStartPrimary, C.CryptoWalletAuthenticateStartResponse, StartOptions>(
    ctx,
    'cryptoWallets.authenticateStart',
    r.cryptoStartPrimary,
    {
      protect: true,
      secondary: r.cryptoStartSecondary,
    },
  );
  return {
    /**
     * siwe_params travel only when the project requires Sign-In With Ethereum and the wallet is an
     * Ethereum one (as the official client does), with the page's origin as the default uri.
     */
    async authenticateStart(o: StartOptions) {
      check('stytch.cryptoWallets.authenticateStart', o, r.cryptoStartPrimary[2]);
      const siwe = o?.crypto_wallet_type === 'ethereum' && (await ctx.bootstrap.getAsync()).siweRequiredForCryptoWallets;
      return start({ ...o, siwe_params: siwe ? { ...o.siwe_params, uri: o.siwe_params?.uri || location.origin } : undefined });
    },
    authenticate: op<typeof r.cryptoAuthenticate, C.CryptoWalletAuthenticateResponse>(
      ctx,
      'cryptoWallets.authenticate',
      r.cryptoAuthenticate,
      {
        auth: true,
      },
    ),
  };
}
