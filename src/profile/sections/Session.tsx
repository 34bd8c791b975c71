import { Button } from '../../ui/components/Button';
import { helper } from '../../ui/styles-text';
import { useText } from '../../ui/text';
import { Section, useProfile } from '../kit';

const when = (iso: string | undefined, locale: string) => (iso ? new Date(iso).toLocaleString(locale) : '');

/** This session: when it started and when it ends; sign out. */
export function SessionSection({ started, expires, signOut }: { started?: string; expires?: string; signOut: () => Promise<unknown> }) {
  const t = useText();
  const p = useProfile();
  const locale = t('ui.phone.locale');
  return (
    <Section id="session" title="profile.session.title">
      {started && <p class={helper}>{t('profile.session.started', { time: when(started, locale) })}</p>}
      {expires && <p class={helper}>{t('profile.session.expires', { time: when(expires, locale) })}</p>}
      <Button variant="secondary" disabled={p.busy} onClick={() => void p.run('session', signOut)}>
        {t('profile.session.signOut')}
      </Button>
    </Section>
  );
}
