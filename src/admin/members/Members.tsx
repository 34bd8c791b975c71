// The member management section: waits for the member's access, then runs the state machine
// (machine.ts) over its screens; every destructive step goes through the confirmation dialog.
import { useReducer, useState } from 'react';
import { Spinner } from '../../ui/components/Spinner';
import { failureText } from '../../ui/failure-text';
import { cx } from '../../ui/styles';
import { useText } from '../../ui/text';
import type { Member } from '../../wire/types';
import { type Access, useAccess } from '../access';
import { LoadError } from '../load-error';
import type { AdminPortalOptions } from '../config';
import type { SectionProps } from '../sections';
import { ConfirmDialog } from '../ui';
import { InviteForm } from './InviteForm';
import { confirmKey, initial, maySearch, reduce, type Step } from './machine';
import { MemberDetails } from './MemberDetails';
import { MemberList } from './MemberList';

export function Members({ options }: SectionProps) {
  const t = useText();
  const access = useAccess(options.client);
  if (!access) return <Spinner />;
  if (access === 'signedOut') return <p class={cx.text}>{t('admin.signedOut')}</p>;
  if ('failed' in access) return <LoadError message={access.failed} retry={access.retry} />;
  if (!maySearch(access.can)) return <p class={cx.text}>{t('admin.members.forbidden')}</p>;
  return <MembersFlow options={options} access={access} />;
}

/** Runs one destructive step with the client; answers the member after it (null: no longer listed). */
async function run(options: AdminPortalOptions, step: Step, m: Member): Promise<Member | null> {
  const o = options.client.organization.members;
  if (step === 'resetPhone') return (await o.deleteMFAPhoneNumber(m.member_id)).member;
  if (step === 'resetTotp') return (await o.deleteMFATOTP(m.member_id)).member;
  if (step === 'resetPassword') return (await o.deletePassword(m.member_password_id)).member;
  await o.delete(m.member_id);
  return null;
}

function MembersFlow({ options, access }: { options: AdminPortalOptions; access: Access }) {
  const t = useText();
  const [s, send] = useReducer(reduce, initial);
  const [busy, setBusy] = useState(false);
  const c = s.confirm;
  async function confirm() {
    if (!c) return;
    setBusy(true);
    try {
      send({ type: 'done', member: await run(options, c.step, c.member) });
    } catch (e) {
      send({ type: 'failed', error: failureText(e, t) });
    }
    setBusy(false);
  }
  const v = s.view;
  return (
    <>
      {v.name === 'list' && <MemberList options={options} access={access} state={s} send={send} />}
      {v.name === 'details' && (
        <MemberDetails key={v.member.member_id} options={options} access={access} member={v.member} send={send} error={s.error} />
      )}
      {v.name === 'invite' && <InviteForm options={options} access={access} send={send} />}
      {c && (
        <ConfirmDialog
          title={t(`admin.members.step.${c.step}`)}
          body={t(confirmKey(c.step, c.member), { email: c.member.email_address })}
          confirm={t(`admin.members.step.${c.step}`)}
          busy={busy}
          onConfirm={confirm}
          onCancel={() => send({ type: 'cancel' })}
        />
      )}
    </>
  );
}
