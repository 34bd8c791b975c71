// sessions/authenticate (refresh: a fresh JWT, optionally a longer session) and sessions/revoke.
import { consumer as r } from '../../../wire/routes';
import { feature } from '../../registry';
import { revokeSession, sessionJWT, touchSession, userSessionWire } from '../../sessions';
import { userWire } from '../../users';
import { sessionUser } from './common';

export default feature({
  endpoints: [
    {
      route: r.sessionsAuthenticate,
      vertical: 'CONSUMER',
      auth: 'session',
      handle(req) {
        const user = sessionUser(req);
        const s = touchSession(req.emu, req.project, req.session!, req.body.session_duration_minutes);
        return {
          user_id: user.user_id,
          user: userWire(user),
          session: userSessionWire(s),
          session_token: req.sessionToken,
          session_jwt: sessionJWT(req.emu, req.project, s),
        };
      },
    },
    {
      route: r.sessionsRevoke,
      vertical: 'CONSUMER',
      auth: 'session',
      handle(req) {
        revokeSession(req.emu, req.session!.session_id);
        return {};
      },
    },
  ],
});
