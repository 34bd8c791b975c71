// The official Admin Portal's own configuration call (GET /b2b/admin_portal_config, made through its
// network client): which sections the project enables for a signed-in member. Every section is
// enabled in the emulator (a project's dashboard switches, none of which it models); the member's
// permissions are checked by each call the portal then makes.
import { b2b as r } from '../../../wire/routes';
import { sessionMember } from '../../b2b/auth';
import { feature, type Endpoint } from '../../registry';

const endpoints: Endpoint[] = [
  {
    route: r.adminPortalConfig,
    vertical: 'B2B',
    auth: 'session',
    handle(req) {
      sessionMember(req);
      return {
        sso_config: { sso_enabled: true, can_create_saml_connection: true, can_create_oidc_connection: true },
        scim_config: { scim_enabled: true },
        organization_config: { mfa_controls_enabled: true },
      };
    },
  },
];

export default feature({ endpoints });
