// The organization settings section: waits for the member's access (policy and organization), then
// shows the form; signed out, it says so.
import { Spinner } from '../../ui/components/Spinner';
import { cx } from '../../ui/styles';
import { useText } from '../../ui/text';
import { useAccess } from '../access';
import { LoadError } from '../load-error';
import type { SectionProps } from '../sections';
import { OrgSettingsForm } from './OrgSettingsForm';

export function OrgSettings({ options }: SectionProps) {
  const t = useText();
  const access = useAccess(options.client);
  if (!access) return <Spinner />;
  if (access === 'signedOut') return <p class={cx.text}>{t('admin.signedOut')}</p>;
  if ('failed' in access) return <LoadError message={access.failed} retry={access.retry} />;
  return <OrgSettingsForm options={options} access={access} />;
}
