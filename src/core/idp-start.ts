// What both UI clients' mountIdentityProvider do before the widget renders (no rendering here).
import type { Ctx } from './client';

/**
 * The widget asks for the settings after its first screen (the idle start is held). An authorize or
 * logout request (both name the client) sends its preflight as soon as the chunk draws, so the
 * request engine loads beside the chunk; not on a page without one, whose error needs no request
 * (loading it there cost the error screen about 80 ms at 4x).
 */
export function startIdentityProvider({ bootstrap, net }: Pick<Ctx, 'bootstrap' | 'net'>) {
  bootstrap.hold();
  if (/[?&]client_id=/.test(location.search)) net.warm();
}
