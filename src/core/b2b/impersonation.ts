// impersonation.* : support staff signing in as a member with an impersonation token.
import * as r from '../../wire/b2b-routes';
import type { B2BAuthResponse } from '../../wire/types';
import type { Ctx } from '../client';
import { op } from '../op';

export const impersonationModule = (ctx: Ctx) => ({
  authenticate: op<{ impersonation_token: string }, B2BAuthResponse>(
    ctx,
    'impersonation.authenticate',
    r.impersonationAuthenticate,
    ['impersonation_token'],
    { auth: true },
  ),
});
