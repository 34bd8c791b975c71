// impersonation.* : support staff signing in as a member with an impersonation token.
import { b2b as r } from '../../wire/routes';
import type { B2BAuthResponse } from '../../wire/types';
import type { Ctx } from '../client';
import { op } from '../op';

export const impersonationModule = (ctx: Ctx) => ({
  authenticate: op<{ impersonation_token: string }, B2BAuthResponse>(ctx, 'impersonation.authenticate', r.impersonationAuthenticate, ['impersonation_token'], { auth: true }),
});
