import { useEffect, useState } from 'react';
import { Button } from '../../ui/components/Button';
import { ErrorText } from '../../ui/components/ErrorText';
import { helper } from '../../ui/styles-text';
import { useText } from '../../ui/text';
import { failureText } from '../../ui/failure-text';
import { Confirm, listCss, RowButton, Section, useProfile } from '../kit';

export interface App {
  connected_app_id: string;
  name: string;
}

/**
 * Connected apps: the third-party apps granted access (identity-provider consents), each revocable
 * (confirmed). A list that could not load says so in words, with Retry (never "None yet.").
 */
export function AppsSection({ list, revoke }: { list: () => Promise<App[]>; revoke: (id: string) => Promise<unknown> }) {
  const t = useText();
  const p = useProfile();
  const [apps, setApps] = useState<App[] | null>(null);
  // Why the list could not load ('' while Retry loads again: the same words are announced again).
  const [failed, setFailed] = useState<string>();
  const load = () =>
    list().then(
      (l) => (setApps(l), setFailed(undefined)),
      (e) => setFailed(failureText(e, t)),
    );
  useEffect(() => void load(), []);
  const flow = p.state.section === 'apps' ? p.state.flow : { kind: 'idle' as const };
  return (
    <Section id="apps" title="profile.apps.title">
      {apps && !apps.length && <p class={helper}>{t('profile.none')}</p>}
      {failed !== undefined && (
        <>
          <ErrorText message={failed} />
          <Button variant="secondary" onClick={() => (setFailed(''), void load())}>
            {t('ui.retry')}
          </Button>
        </>
      )}
      <ul class={listCss}>
        {apps?.map((a) => (
          <li key={a.connected_app_id}>
            <span>{a.name}</span>
            <RowButton
              onClick={() => p.open('apps', { kind: 'confirm', id: a.connected_app_id, name: a.name })}
              label={`${t('profile.apps.revoke')}: ${a.name}`}
            >
              {t('profile.apps.revoke')}
            </RowButton>
          </li>
        ))}
      </ul>
      {flow.kind === 'confirm' && (
        <Confirm
          key={flow.id}
          question={t('profile.apps.confirmRevoke', { name: flow.name })}
          action={t('profile.apps.revoke')}
          onYes={() =>
            void p.run(
              'apps',
              async () => (await revoke(flow.id), setApps((l) => l && l.filter((a) => a.connected_app_id !== flow.id))),
              t('profile.removed', { name: flow.name }),
            )
          }
        />
      )}
    </Section>
  );
}
