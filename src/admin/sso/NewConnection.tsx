// The new-connection screen: protocol (SAML or OIDC), identity provider, display name; Create.
import { useState } from 'react';
import { BackButton } from '../../ui/components/BackButton';
import { Button } from '../../ui/components/Button';
import { ErrorText } from '../../ui/components/ErrorText';
import { Heading } from '../../ui/components/Heading';
import { TextInput } from '../../ui/components/TextInput';
import { cx } from '../../ui/styles';
import { Select, useSectionText } from './kit';
import type { NewChoice } from './machine';
import { IDP_NAMES, IDPS, type Protocol } from './rules';
import { ssoText } from './text';

export function NewConnection(p: { busy: boolean; error: string; back: () => void; create: (c: NewChoice) => void }) {
  const t = useSectionText(ssoText);
  const [c, set] = useState<NewChoice>({ protocol: 'saml', idp: 'okta', name: '' });
  const idps: [string, string][] = IDPS[c.protocol].map((v) => [
    v,
    IDP_NAMES[v] ?? t('adminSso.idp.generic', { protocol: c.protocol.toUpperCase() }),
  ]);
  return (
    <form
      class={cx.col}
      onSubmit={(e) => {
        e.preventDefault();
        p.create(c);
      }}
    >
      <BackButton onClick={p.back} disabled={p.busy} />
      <Heading>{t('adminSso.newTitle')}</Heading>
      <Select
        label={t('adminSso.protocol')}
        value={c.protocol}
        options={[
          ['saml', 'SAML'],
          ['oidc', 'OIDC'],
        ]}
        onChange={(v) => set({ ...c, protocol: v as Protocol, idp: IDPS[v as Protocol].includes(c.idp) ? c.idp : 'generic' })}
      />
      <Select label={t('adminSso.idp')} value={c.idp} options={idps} onChange={(idp) => set({ ...c, idp })} />
      <TextInput label={t('adminSso.displayName')} value={c.name} required onInput={(name) => set({ ...c, name })} />
      <ErrorText message={p.error} />
      <Button type="submit" loading={p.busy}>
        {t('adminSso.create')}
      </Button>
    </form>
  );
}
