// The details screen of one connection: the values the identity provider needs (copy buttons), the
// values it gives (a SAML metadata URL, or its sign-on URL, entity ID and PEM certificate; OIDC client
// and issuer), attribute mapping, group role assignments (SAML), Save (a save said beside it, where the
// focus is, in a polite status line; not a toast far away); Make default; Test (a sign-in
// through the identity provider); Delete, confirmed. Without update permission every field is
// read-only and Save is gone; without delete, Delete is gone.
import { useState } from 'react';
import { focusFirstInvalid } from '../../ui/focus';
import { BackButton } from '../../ui/components/BackButton';
import { Button } from '../../ui/components/Button';
import { StatusText } from '../../ui/components/StatusText';
import { ErrorText } from '../../ui/components/ErrorText';
import { Heading } from '../../ui/components/Heading';
import { TextInput } from '../../ui/components/TextInput';
import { cx } from '../../ui/styles';
import { ak, CopyValue, DeleteStep, GroupRoles, Notice, type RoleOption, TextArea, useSectionText } from './kit';
import type { SSOState } from './machine';
import { type Conn, type Form, formOf, formProblem, IDP_NAMES, MAPPING_KEYS } from './rules';
import { ssoText } from './text';

export interface DetailsActions {
  back: () => void;
  save: (form: Form) => void;
  makeDefault: () => void;
  test: () => void;
  askDelete: () => void;
  cancelDelete: () => void;
  remove: () => void;
}

export function ConnectionDetails({ s, conn, roles, a }: { s: SSOState; conn: Conn; roles: RoleOption[]; a: DetailsActions }) {
  const t = useSectionText(ssoText);
  const [f, setF] = useState<Form>(() => formOf(conn));
  const [problem, setProblem] = useState<ReturnType<typeof formProblem>>(null);
  // The form last sent: its save is confirmed beside Save (where the focus is) until a field changes.
  const [sent, setSent] = useState<Form | null>(null);
  const saved = s.saved && sent === f;
  const edit = !!s.access?.edit;
  const idp = IDP_NAMES[conn.identity_provider] ?? conn.identity_provider;
  const set = (patch: Partial<Form>) => setF({ ...f, ...patch });
  const field = (k: keyof Form & string, label: string) => (
    <TextInput
      label={label}
      value={f[k] as string}
      readOnly={!edit}
      error={problem?.field === k ? t(problem.key) : undefined}
      onInput={(v) => set({ [k]: v })}
    />
  );
  const submit = (e: Event) => {
    e.preventDefault();
    const p = formProblem(conn.kind, f);
    setProblem(p);
    if (p) return focusFirstInvalid(e.currentTarget as HTMLFormElement);
    setSent(f);
    a.save(f);
  };
  const certs = conn.kind === 'saml' ? (conn.verification_certificates?.length ?? 0) : 0;
  return (
    <form class={cx.col} onSubmit={submit}>
      <BackButton onClick={a.back} disabled={s.busy} />
      <Heading>{conn.display_name || conn.connection_id}</Heading>
      {!edit && <Notice>{t('adminSso.readOnly')}</Notice>}
      <fieldset class={ak.section}>
        <legend>{t('adminSso.copyToIdp', { idp })}</legend>
        {conn.kind === 'saml' ? (
          <>
            <CopyValue label={t('adminSso.acsUrl')} value={conn.acs_url} />
            <CopyValue label={t('adminSso.audienceUri')} value={conn.audience_uri} />
          </>
        ) : (
          <CopyValue label={t('adminSso.redirectUrl')} value={conn.redirect_url} />
        )}
      </fieldset>
      <fieldset class={ak.section}>
        <legend>{t('adminSso.fromIdp', { idp })}</legend>
        {field('display_name', t('adminSso.displayName'))}
        {conn.kind === 'saml' ? (
          <>
            {edit && <Notice>{t('adminSso.metadataHint')}</Notice>}
            {edit && field('metadata_url', t('adminSso.metadataUrl'))}
            {field('idp_sso_url', t('adminSso.ssoUrl'))}
            {field('idp_entity_id', t('adminSso.entityId'))}
            <Notice>{t('adminSso.certificates', { count: certs })}</Notice>
            {edit && (
              <TextArea
                label={t('adminSso.certificate')}
                value={f.x509_certificate}
                error={problem?.field === 'x509_certificate' ? t(problem.key) : undefined}
                onInput={(x509_certificate) => set({ x509_certificate })}
              />
            )}
          </>
        ) : (
          <>
            {field('client_id', t('adminSso.clientId'))}
            {edit && field('client_secret', t('adminSso.clientSecret'))}
            {field('issuer', t('adminSso.issuer'))}
          </>
        )}
      </fieldset>
      <fieldset class={ak.section}>
        <legend>{t('adminSso.mapping')}</legend>
        {MAPPING_KEYS.map((k) => (
          <TextInput
            key={k}
            label={t(`adminSso.mapping.${k}`)}
            value={f.mapping[k]}
            readOnly={!edit}
            onInput={(v) => set({ mapping: { ...f.mapping, [k]: v } })}
          />
        ))}
      </fieldset>
      {conn.kind === 'saml' && (
        <GroupRoles
          legend={t('adminSso.groupRoles')}
          groupLabel={t('adminSso.group')}
          rows={f.groups}
          roles={roles}
          readOnly={!edit}
          onChange={(groups) => set({ groups })}
        />
      )}
      <ErrorText message={s.error} />
      {edit && (
        <>
          <StatusText message={saved && t('adminSso.saved')} />
          <Button type="submit" loading={s.busy}>
            {t('adminSso.save')}
          </Button>
        </>
      )}
      {s.defaultId === conn.connection_id ? (
        <Notice>{t('adminSso.isDefault')}</Notice>
      ) : (
        s.access?.setDefault && (
          <Button variant="secondary" disabled={conn.status !== 'active' || s.busy} onClick={a.makeDefault}>
            {t('adminSso.setDefault')}
          </Button>
        )
      )}
      <Button variant="secondary" disabled={conn.status !== 'active'} onClick={a.test}>
        {t('adminSso.test')}
      </Button>
      <Notice>{t('adminSso.testHint')}</Notice>
      <DeleteStep
        allowed={!!s.access?.remove}
        asking={s.confirmDelete}
        busy={s.busy}
        label={t('adminSso.delete')}
        question={t('adminSso.deleteConfirm', { name: conn.display_name || conn.connection_id })}
        ask={a.askDelete}
        cancel={a.cancelDelete}
        confirm={a.remove}
      />
    </form>
  );
}
