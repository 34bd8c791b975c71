// What both UI clients' mountIdentityProvider do before the widget renders (no rendering here).
import type { Ctx } from './client';

/**
 * The widget asks for the settings after its first screen (the idle start is held), and checks the
 * session itself with the requests its chunk brings (`ownSessionCheck`: the client's idle check would
 * load the sign-in namespaces' file for it). An authorize or logout request (both name the client)
 * sends its preflight as soon as the chunk draws, so the request engine loads beside the chunk; not
 * on a page without one, whose error needs no request (loading it there cost the error screen about
 * 80 ms at 4x).
 */
export function startIdentityProvider(ctx: Pick<Ctx, 'bootstrap' | 'net' | 'ownSessionCheck'>) {
  const { bootstrap, net } = ctx;
  ctx.ownSessionCheck = true;
  bootstrap.hold();
  if (/[?&]client_id=/.test(location.search)) net.warm();
}
