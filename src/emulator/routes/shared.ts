// Shared endpoints: project bootstrap; the telemetry intake and the JWKS for session JWTs (pages: no Basic auth).
import { b2bJwks, jwks as jwksPath } from '../../wire/backend-routes';
import { shared } from '../../wire/routes';
import { defaultRbacPolicy } from '../b2b/rbac';
import { defaultConsumerRbacPolicy } from '../rbac';
import { fail, malformed, noProject, projectFor } from '../errors';
import { jwks } from '../jwt';
import { sendJSON, feature, type PageReq } from '../registry';

export default feature({
  endpoints: [
    {
      route: shared.bootstrap,
      handle({ emu, params, project }) {
        // The path names the project; it must be the caller's (Basic auth) project.
        const p = emu.projectByToken(params.public_token);
        if (!p || p.project_id !== project.project_id) throw noProject(params.public_token);
        const scopes = (p.idp_scopes as { scope: string; description?: string }[]) ?? [];
        return {
          project_name: p.project_name,
          disable_sdk_watermark: p.disable_sdk_watermark,
          captcha_settings: { enabled: p.captcha.enabled, siteKey: p.captcha.enabled ? p.captcha.site_key : '' },
          cname_domain: null,
          email_domains: p.email_domains,
          pkce_required_for_email_magic_links: p.pkce.email_magic_links,
          pkce_required_for_password_resets: p.pkce.password_resets,
          pkce_required_for_oauth: p.pkce.oauth,
          pkce_required_for_sso: p.pkce.sso,
          slug_pattern: p.slug_pattern,
          create_organization_enabled: p.create_organization_enabled,
          password_config:
            p.password.strength_policy === 'luds'
              ? { luds_complexity: p.password.luds_complexity, luds_minimum_count: p.password.luds_min_length }
              : null,
          dfp_protected_auth_enabled: p.dfp_protected_auth.enabled,
          dfp_protected_auth_mode: p.dfp_protected_auth.mode,
          rbac_policy: p.rbac_policy ?? (p.vertical === 'B2B' ? defaultRbacPolicy : defaultConsumerRbacPolicy)(scopes),
          siwe_required_for_crypto_wallets: p.siwe_required_for_crypto_wallets,
          vertical: p.vertical,
        };
      },
    },
  ],
  pages: [
    {
      // Telemetry intake: the official clients post a JSON array of { telemetry, event } records with
      // no Authorization header (a plain fetch), so the project is each event's public_token.
      method: shared.events[0],
      path: `/sdk/v1${shared.events[1]}`,
      async handle({ emu, res, text }: PageReq) {
        let batch: unknown;
        try {
          batch = JSON.parse(await text());
        } catch {
          throw malformed('json');
        }
        if (!Array.isArray(batch)) throw fail('invalid_argument', 'The body must be an array of { telemetry, event } records.');
        if (batch.length > 100) throw fail('invalid_argument', 'At most 100 events per batch.');
        const isObject = (v: unknown): v is Record<string, any> => !!v && typeof v === 'object' && !Array.isArray(v);
        const rows = batch.map((item) => {
          const ev = isObject(item) ? item.event : null;
          if (!isObject(ev) || typeof ev.event_name !== 'string' || typeof ev.public_token !== 'string')
            throw fail(
              'invalid_argument',
              'Each record must be { telemetry, event } with a string event.event_name and event.public_token.',
            );
          const project = projectFor(emu, ev.public_token);
          return [project.project_id, JSON.stringify(ev)] as const;
        });
        const insert = emu.db.prepare('INSERT INTO events (project_id, doc, created_at) VALUES (?, ?, ?)');
        const at = new Date(emu.now()).toISOString();
        emu.db.transaction(() => {
          for (const [project, doc] of rows) insert.run(project, doc, at);
        });
        sendJSON(res, 200, { data: { status_code: 200, request_id: 'request-id-events' } });
      },
    },
    // The same keys under both paths (the consumer and B2B server SDKs each fetch their own).
    ...[jwksPath, b2bJwks].map((path) => ({
      method: 'GET' as const,
      path,
      handle({ emu, res, params }: PageReq) {
        if (!emu.projectById(params.project_id)) throw fail('invalid_argument', 'Unknown project_id.');
        sendJSON(res, 200, { ...jwks(emu), request_id: 'request-id-test-jwks', status_code: 200 });
      },
    })),
  ],
});
