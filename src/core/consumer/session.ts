// user.* requests for the consumer client (members.ts), and the stored-user update its other modules use.
import * as r from '../../wire/consumer-routes';
import type {
  UserGetConnectedAppsResponse,
  UserRevokeConnectedAppResponse,
  UserUpdateOptions,
  UserUpdateResponse,
} from '../../wire/public-types';
import type { User } from '../../wire/types';
import { call } from '../api';
import { slice } from '../getters';
import { check } from '../args';
import type { Ctx } from '../client';

const stripCommon = ({ status_code: _s, request_id: _r, ...rest }: any) => rest;

/**
 * User update, factor deletes and totps.create answer the changed user as `__user`: stored, and left
 * out of what the caller gets (as the official client does).
 */
export function storeChangedUser<T extends object>(ctx: Ctx, { __user, ...rest }: T & { __user?: object }): T {
  if (__user) ctx.store.update({ user: stripCommon(__user) });
  return rest as T;
}

/** user.get, update and the factor deletes (the getters are the client's own: `slice`). */
export function userAsync(ctx: Ctx) {
  // Inside the factory: a module-level table reading routes would keep the routes in bundles that
  // never create a client (bundlers cannot prove property reads free of side effects).
  const DELETES = {
    deleteEmail: r.deleteEmail,
    deletePhoneNumber: r.deletePhoneNumber,
    deleteTOTP: r.deleteTOTP,
    deleteCryptoWallet: r.deleteCryptoWallet,
    deleteOAuthRegistration: r.deleteOAuth,
    deleteWebauthnRegistration: r.deleteWebauthn,
    deleteBiometricRegistration: r.deleteBiometric,
  } as const;
  const store = <T extends object>(data: T) => storeChangedUser(ctx, data);
  const deletes = Object.fromEntries(
    Object.entries(DELETES).map(([name, route]) => [
      name,
      async (id: string) => {
        check(`stytch.user.${name}`, { id }, 'id');
        ctx.requireSession();
        return call<{ user_id: string }>(ctx, route, undefined, { id }).then(store);
      },
    ]),
  ) as Record<keyof typeof DELETES, (id: string) => Promise<{ user_id: string }>>;
  return {
    ...deletes,
    async get(): Promise<User> {
      // GET /users/me answers with the user's fields at the top level.
      const user = stripCommon(await call(ctx, r.usersMe));
      ctx.store.update({ user });
      return user as User;
    },
    async update(body: UserUpdateOptions): Promise<UserUpdateResponse> {
      check('stytch.user.update', body, r.usersUpdate[2]);
      ctx.requireSession();
      return call<UserUpdateResponse>(ctx, r.usersUpdate, body).then(store);
    },
    /** The connected apps the user has granted access (identity-provider consents). */
    getConnectedApps: async (): Promise<UserGetConnectedAppsResponse> => call(ctx, r.usersConnectedApps),
    /** Withdraws the user's grant to a connected app (the official name, with its 'd'); no body. */
    async revokedConnectedApp(connected_app_id: string): Promise<UserRevokeConnectedAppResponse> {
      check('stytch.user.revokedConnectedApp', { connected_app_id }, r.usersRevokeConnectedApp[2]);
      return call(ctx, r.usersRevokeConnectedApp, undefined, { connected_app_id });
    },
  };
}

/** The whole user namespace. */
export const userModule = (ctx: Ctx) => ({ ...userAsync(ctx), ...slice<User, 'user'>(ctx, 'user', 'user') });
