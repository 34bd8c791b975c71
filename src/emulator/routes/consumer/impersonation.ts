// Impersonation: POST /emulator/impersonation (test helper) mints a 5-minute single-use token for a
// user; POST /impersonation/authenticate spends it for a session of at most 60 minutes.
import { consumer as r } from '../../../wire/routes';
import { fail, projectFor } from '../../errors';
import { feature, sendJSON } from '../../registry';
import { issueToken, takeToken } from '../../tokens';
import { getUser, userByEmail } from '../../users';
import { authAnswer, factor } from './common';

interface ImpersonationToken {
  user_id: string;
  impersonator_id: string;
  impersonator_email_address: string;
}

export default feature({
  endpoints: [
    {
      route: r.impersonationAuthenticate,
      vertical: 'CONSUMER',
      product: 'impersonation',
      handle(req) {
        const t = takeToken<ImpersonationToken>(req.emu, req.project, 'impersonation', req.body.impersonation_token);
        const user = t && getUser(req.emu, req.project, t.user_id);
        if (!t || !user) throw fail('unable_to_auth_impersonation_token');
        const f = factor(req, 'impersonated', 'impersonation', {
          impersonated_factor: { impersonator_id: t.impersonator_id, impersonator_email_address: t.impersonator_email_address },
        });
        return authAnswer(req, user, f, 60);
      },
    },
  ],
  pages: [
    {
      // Body { public_token, user_id | email, impersonator_email_address? } -> { impersonation_token }.
      method: 'POST',
      path: '/emulator/impersonation',
      async handle({ emu, res, form }) {
        const f = await form();
        const project = projectFor(emu, f.public_token);
        const user = f.user_id ? getUser(emu, project, f.user_id) : f.email ? userByEmail(emu, project, f.email) : null;
        if (!user) throw fail('user_not_found');
        const impersonation_token = issueToken<ImpersonationToken>(
          emu,
          project,
          'impersonation',
          {
            user_id: user.user_id,
            impersonator_id: 'emulator-admin',
            impersonator_email_address: f.impersonator_email_address || 'admin@emulator.local',
          },
          5,
        );
        sendJSON(res, 200, { impersonation_token, user_id: user.user_id });
      },
    },
  ],
});
