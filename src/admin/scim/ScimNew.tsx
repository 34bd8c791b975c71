// The new-connection screen: identity provider and display name; Create.
import { useState } from 'react';
import { BackButton } from '../../ui/components/BackButton';
import { Button } from '../../ui/components/Button';
import { ErrorText } from '../../ui/components/ErrorText';
import { Heading } from '../../ui/components/Heading';
import { TextInput } from '../../ui/components/TextInput';
import { cx } from '../../ui/styles';
import { Select, useSectionText } from '../sso/kit';
import { SCIM_IDP_NAMES, SCIM_IDPS } from './machine';
import { scimText } from './text';

export function ScimNew(p: { busy: boolean; error: string; back: () => void; create: (idp: string, name: string) => void }) {
  const t = useSectionText(scimText);
  const [idp, setIdp] = useState('okta');
  const [name, setName] = useState('');
  return (
    <form
      class={cx.col}
      onSubmit={(e) => {
        e.preventDefault();
        p.create(idp, name);
      }}
    >
      <BackButton onClick={p.back} disabled={p.busy} />
      <Heading>{t('adminScim.newTitle')}</Heading>
      <Select
        label={t('adminScim.idp')}
        value={idp}
        options={SCIM_IDPS.map((v) => [v, SCIM_IDP_NAMES[v] ?? t('adminScim.idp.generic')])}
        onChange={setIdp}
      />
      <TextInput label={t('adminScim.displayName')} value={name} required onInput={setName} />
      <ErrorText message={p.error} />
      <Button type="submit" loading={p.busy}>
        {t('adminScim.create')}
      </Button>
    </form>
  );
}
