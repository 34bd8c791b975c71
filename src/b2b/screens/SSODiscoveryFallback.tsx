import { useState } from 'react';
import { Button } from '../../ui/components/Button';
import { TextInput } from '../../ui/components/TextInput';
import { Form } from '../components/Form';
import { Header } from '../components/Header';
import { useAction, useWidget } from '../components/use';
import { ssoSlugLookup } from '../intents/sso';
import { show } from '../widget';

/** No connections found: look the organization up by slug. */
export function SSODiscoveryFallback() {
  const w = useWidget();
  const [slug, setSlug] = useState('');
  const { busy, error, act } = useAction();
  return (
    <>
      <Header back title={w.t('ssoFallback.title')} text={w.t('ssoFallback.text')} />
      <Form onSubmit={() => act(() => ssoSlugLookup(w, slug.trim()))}>
        <TextInput
          label={w.t('ssoFallback.slugLabel')}
          placeholder={w.t('ssoFallback.slugPlaceholder')}
          value={slug}
          onInput={setSlug}
          required
          error={error}
        />
        <Button type="submit" loading={busy}>
          {w.t('continue')}
        </Button>
      </Form>
      <Button variant="link" onClick={() => show(w, 'Main')}>
        {w.t('ssoFallback.other')}
      </Button>
    </>
  );
}
