// The organization settings form: every field shown; the ones the member may not change read-only
// (and the Save button only when some may change). Saving sends the changed fields the member may
// change (rules.ts `changes`) with organization.update.
import { useState } from 'react';
import { Button } from '../../ui/components/Button';
import { StatusText } from '../../ui/components/StatusText';
import { ErrorText } from '../../ui/components/ErrorText';
import { TextInput } from '../../ui/components/TextInput';
import { focusNewRow } from '../../ui/focus';
import { failureText } from '../../ui/failure-text';
import { cx } from '../../ui/styles';
import { useText } from '../../ui/text';
import type { Access } from '../access';
import type { AdminPortalOptions } from '../config';
import { DEFAULT_ROLE, roleName, sortRoles } from '../roles';
import { Checkbox, Form, Group, Note, Select } from '../ui';
import {
  changes,
  type Draft,
  draftOf,
  type Field,
  mayEdit,
  mayEditAny,
  offeredAuthMethods,
  offeredMfaMethods,
  parseDomains,
  problems,
  toggle,
} from './rules';

const POLICIES = ['ALL_ALLOWED', 'RESTRICTED', 'NOT_ALLOWED'] as const;

/** All methods allowed, or only those checked of the offered ones (sign-in methods, second factors). */
function Methods<M extends string>(p: {
  label: string;
  mode: 'ALL_ALLOWED' | 'RESTRICTED';
  offered: M[];
  chosen: M[];
  readOnly: boolean;
  error?: string;
  onChange: (mode: 'ALL_ALLOWED' | 'RESTRICTED', chosen: M[]) => void;
}) {
  const t = useText();
  return (
    <>
      <Select
        label={p.label}
        value={p.mode}
        disabled={p.readOnly}
        options={[
          ['ALL_ALLOWED', t('admin.org.authAll')],
          ['RESTRICTED', t('admin.org.authRestricted')],
        ]}
        onChange={(mode) => p.onChange(mode, p.chosen)}
      />
      {p.mode === 'RESTRICTED' &&
        p.offered.map((m) => (
          <Checkbox
            key={m}
            label={t(`admin.org.method.${m}`)}
            checked={p.chosen.includes(m)}
            disabled={p.readOnly}
            invalid={!!p.error}
            onChange={(on) => p.onChange(p.mode, toggle(p.chosen, m, on))}
          />
        ))}
      <ErrorText message={p.error} />
    </>
  );
}

export function OrgSettingsForm({ options, access }: { options: AdminPortalOptions; access: Access }) {
  const t = useText();
  const { can, org } = access;
  const config = options.config ?? {};
  const [saved, setSaved] = useState(() => draftOf(org));
  const [d, setD] = useState(saved);
  const [domains, setDomains] = useState(saved.email_allowed_domains.join(', '));
  const [status, setStatus] = useState<{ busy?: boolean; error?: string; done?: boolean; tried?: boolean }>({});
  const bad = problems(d);
  const err = (f: Field) => (status.tried && bad[f] ? t(bad[f]) : undefined);
  const ro = (f: Field) => !mayEdit(can, f);
  // An edit clears the last outcome; a save under way stays under way (Save waits for it).
  const put = (patch: Partial<Draft>) => (setD({ ...d, ...patch }), setStatus((x) => ({ tried: x.tried, busy: x.busy })));
  const set = <F extends Field>(f: F, v: Draft[F]) => put({ [f]: v });
  const roles = sortRoles(access.roles, config);
  const policyOptions = POLICIES.map((p) => [p, t(`admin.org.policy.${p}`)] as const);

  async function save() {
    if (Object.keys(bad).length) return setStatus({ tried: true });
    const body = changes(saved, d, can);
    if (!Object.keys(body).length) return setStatus({ error: t('admin.org.noChanges') });
    setStatus({ busy: true });
    const sent = d;
    const sentDomains = domains;
    try {
      const r = await options.client.organization.update(body);
      const next = draftOf(r.organization);
      access.setOrg(r.organization);
      setSaved(next);
      // The saved organization, but what was edited while it saved stays as typed (saved next time).
      setD((cur) => {
        const merged = { ...next };
        for (const k of Object.keys(next) as (keyof Draft)[]) if (cur[k] !== sent[k]) (merged as Record<string, unknown>)[k] = cur[k];
        return merged;
      });
      setDomains((v) => (v === sentDomains ? next.email_allowed_domains.join(', ') : v));
      setStatus({ done: true });
    } catch (e) {
      setStatus({ error: failureText(e, t) });
    }
  }

  return (
    <Form title={t('admin.org.title')} onSubmit={save}>
      {!mayEditAny(can) && <Note>{t('admin.readOnly')}</Note>}
      <Group legend={t('admin.org.details')}>
        <TextInput
          label={t('admin.org.name')}
          value={d.organization_name}
          readOnly={ro('organization_name')}
          error={err('organization_name')}
          onInput={(v) => set('organization_name', v)}
        />
        <TextInput
          label={t('admin.org.slug')}
          value={d.organization_slug}
          readOnly={ro('organization_slug')}
          error={err('organization_slug')}
          onInput={(v) => set('organization_slug', v)}
        />
        <TextInput
          label={t('admin.org.logo')}
          value={d.organization_logo_url}
          readOnly={ro('organization_logo_url')}
          onInput={(v) => set('organization_logo_url', v)}
        />
      </Group>
      <Group legend={t('admin.org.auth')}>
        <Methods
          label={t('admin.org.authMethods')}
          mode={d.auth_methods}
          offered={offeredAuthMethods(config.allowedAuthMethods)}
          chosen={d.allowed_auth_methods}
          readOnly={ro('auth_methods')}
          error={err('allowed_auth_methods')}
          onChange={(mode, chosen) => put({ auth_methods: mode, allowed_auth_methods: chosen })}
        />
        <Select
          label={t('admin.org.mfaPolicy')}
          value={d.mfa_policy}
          disabled={ro('mfa_policy')}
          options={[
            ['OPTIONAL', t('admin.org.mfaOptional')],
            ['REQUIRED_FOR_ALL', t('admin.org.mfaRequired')],
          ]}
          onChange={(v) => set('mfa_policy', v)}
        />
        <Methods
          label={t('admin.org.mfaMethods')}
          mode={d.mfa_methods}
          offered={offeredMfaMethods(config.allowedMfaAuthMethods)}
          chosen={d.allowed_mfa_methods}
          readOnly={ro('mfa_methods')}
          error={err('allowed_mfa_methods')}
          onChange={(mode, chosen) => put({ mfa_methods: mode, allowed_mfa_methods: chosen })}
        />
      </Group>
      <Group legend={t('admin.org.access')}>
        <Select
          label={t('admin.org.jit')}
          value={d.email_jit_provisioning}
          disabled={ro('email_jit_provisioning')}
          options={policyOptions.filter(([p]) => p !== 'ALL_ALLOWED')}
          onChange={(v) => set('email_jit_provisioning', v)}
        />
        <TextInput
          label={t('admin.org.domains')}
          value={domains}
          readOnly={ro('email_allowed_domains')}
          error={err('email_allowed_domains')}
          onInput={(v) => (setDomains(v), set('email_allowed_domains', parseDomains(v)))}
        />
        <Select
          label={t('admin.org.invites')}
          value={d.email_invites}
          disabled={ro('email_invites')}
          options={policyOptions}
          onChange={(v) => set('email_invites', v)}
        />
      </Group>
      <Group legend={t('admin.org.roles')}>
        <Note>
          {t('admin.org.defaultRole', {
            role: roleName(
              roles.find((r) => r.role_id === DEFAULT_ROLE) ?? { role_id: DEFAULT_ROLE, description: '', permissions: [] },
              config,
            ),
          })}
        </Note>
        <Note>{t('admin.org.domainRolesNote')}</Note>
        {d.rbac_email_implicit_role_assignments.map((a, i) => {
          const list = d.rbac_email_implicit_role_assignments;
          const put = (v: Partial<typeof a>) =>
            set(
              'rbac_email_implicit_role_assignments',
              list.map((x, j) => (j === i ? { ...x, ...v } : x)),
            );
          return (
            <div key={i} class={cx.col} data-row>
              <TextInput
                label={t('admin.org.domain')}
                value={a.domain}
                readOnly={ro('rbac_email_implicit_role_assignments')}
                onInput={(v) => put({ domain: v.trim().toLowerCase() })}
              />
              <Select
                label={t('admin.org.role')}
                value={a.role_id}
                disabled={ro('rbac_email_implicit_role_assignments')}
                options={roles.map((r) => [r.role_id, roleName(r, config)] as const)}
                onChange={(v) => put({ role_id: v })}
              />
              {!ro('rbac_email_implicit_role_assignments') && (
                <Button
                  variant="link"
                  onClick={() =>
                    set(
                      'rbac_email_implicit_role_assignments',
                      list.filter((_, j) => j !== i),
                    )
                  }
                >
                  {t('admin.org.remove', { what: a.domain || t('admin.org.domain') })}
                </Button>
              )}
            </div>
          );
        })}
        <ErrorText message={err('rbac_email_implicit_role_assignments')} />
        {!ro('rbac_email_implicit_role_assignments') && (
          <Button
            variant="secondary"
            onClick={() => (
              set('rbac_email_implicit_role_assignments', [
                ...d.rbac_email_implicit_role_assignments,
                { domain: '', role_id: roles.find((r) => r.role_id !== DEFAULT_ROLE)?.role_id ?? DEFAULT_ROLE },
              ]),
              focusNewRow()
            )}
          >
            {t('admin.org.addDomainRole')}
          </Button>
        )}
      </Group>
      {mayEditAny(can) && (
        <>
          <ErrorText message={status.error} />
          <StatusText message={status.done && t('admin.saved')} />
          <Button type="submit" loading={status.busy}>
            {t('admin.save')}
          </Button>
        </>
      )}
    </Form>
  );
}
