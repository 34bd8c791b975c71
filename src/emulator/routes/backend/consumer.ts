// The consumer backend API: sessions (authenticate by token or JWT, revoke, list) and users (get,
// search, delete), as an integrator's server calls them (the `stytch` Node SDK's paths and shapes).
import * as r from '../../../wire/backend-routes';
import type { Req } from '../../context';
import { fail } from '../../errors';
import { feature } from '../../registry';
import { findSessionById, liveSessionsOf, revokeSession, saveSession, sessionJWT, touchSession, userSessionWire } from '../../sessions';
import { mustGetUser, removeUser, userWire, type UserDoc } from '../../users';
import { anyOf, applyCustomClaims, bodySession, contains, search, type Filters } from './common';

const allUsers = (req: Req) =>
  (req.emu.db.prepare('SELECT doc FROM users WHERE project_id = ? ORDER BY rowid').all(req.project.project_id) as { doc: string }[]).map(
    (row) => JSON.parse(row.doc) as UserDoc,
  );

/** The search filters the emulator knows (a subset of the vendor's). */
const USER_FILTERS: Filters<UserDoc> = {
  user_ids: (u, v) => anyOf(v, [u.user_id]),
  email_address: (u, v) =>
    anyOf(
      v,
      u.emails.map((e) => e.email),
    ),
  email_address_fuzzy: (u, v) =>
    contains(
      v,
      u.emails.map((e) => e.email),
    ),
  phone_number: (u, v) =>
    anyOf(
      v,
      u.phone_numbers.map((p) => p.phone_number),
    ),
  status: (u, v) => u.status === v,
  email_verified: (u, v) => u.emails.some((e) => e.verified === v),
  oauth_provider: (u, v) =>
    anyOf(
      v,
      u.providers.map((p) => p.provider_type),
    ),
  full_name_fuzzy: (u, v) => contains(v, [[u.name.first_name, u.name.middle_name, u.name.last_name].filter(Boolean).join(' ')]),
};

export default feature({
  backend: [
    {
      route: r.sessionsAuthenticate,
      vertical: 'CONSUMER',
      body: { session_token: 'string?', session_jwt: 'string?', session_duration_minutes: 'int?', session_custom_claims: 'object?' },
      handle(req) {
        const found = bodySession(req, 'user');
        const user = mustGetUser(req.emu, req.project, found.session.subject_id);
        const claimed = applyCustomClaims(req, found.session);
        saveSession(req.emu, claimed);
        const s = touchSession(req.emu, req.project, claimed, req.body.session_duration_minutes);
        return {
          session: userSessionWire(s),
          session_token: found.token,
          session_jwt: sessionJWT(req.emu, req.project, s),
          user: userWire(user),
        };
      },
    },
    {
      route: r.sessionsRevoke,
      vertical: 'CONSUMER',
      body: { session_id: 'string?', session_token: 'string?', session_jwt: 'string?' },
      handle(req) {
        if (req.body.session_id) {
          const found = findSessionById(req.emu, req.body.session_id, { project_id: req.project.project_id });
          if (!found) throw fail('session_not_found');
          revokeSession(req.emu, found.session.session_id);
        } else revokeSession(req.emu, bodySession(req, 'user').session.session_id);
        return {};
      },
    },
    {
      route: r.sessionsGet,
      vertical: 'CONSUMER',
      handle(req) {
        const user = mustGetUser(req.emu, req.project, req.query.get('user_id') || '');
        return { sessions: liveSessionsOf(req.emu, req.project.project_id, 'user', user.user_id).map(userSessionWire) };
      },
    },
    {
      route: r.usersGet,
      vertical: 'CONSUMER',
      handle(req) {
        const user = userWire(mustGetUser(req.emu, req.project, req.params.user_id));
        return { ...user, user_id: user.user_id, is_locked: false };
      },
    },
    {
      route: r.usersSearch,
      vertical: 'CONSUMER',
      body: { cursor: 'text?', limit: 'int?', query: 'object?' },
      handle(req) {
        const { page, results_metadata } = search(req, allUsers(req), USER_FILTERS);
        return { results: page.map(userWire), results_metadata };
      },
    },
    {
      // The user and everything that signs in as them: sessions end at once.
      route: r.usersDelete,
      vertical: 'CONSUMER',
      handle(req) {
        const user = mustGetUser(req.emu, req.project, req.params.user_id);
        removeUser(req.emu, user.user_id);
        return { user_id: user.user_id };
      },
    },
  ],
});
