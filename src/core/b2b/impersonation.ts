// impersonation.* : support staff signing in as a member with an impersonation token.
import * as r from '../../wire/b2b-routes';
import type { B2BAuthResponse } from '../../wire/types';
import type { Ctx } from '../client';
import { op } from '../op';

export const impersonationModule = (ctx: Ctx) => ({
  authenticate: op<typeof r.impersonationAuthenticate, B2BAuthResponse>(ctx, 'impersonation.authenticate', r.impersonationAuthenticate, {
    auth: true,
  }),
});
