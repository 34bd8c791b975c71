// The profile widget for a signed-in organization member (mountMemberProfile): name, MFA phone and
// authenticator app (enroll, remove), recovery codes, password, connected apps, the organization's
// name and the member's roles (read-only), this session. The consumer widget's sections, over the
// B2B client's calls. Its own chunk (src/profile/b2b-chunk.ts); each section a chunk after it (member-sections.ts).
import type { StytchB2BHeadlessClient } from '../core/b2b/client';
import { ErrorText } from '../ui/components/ErrorText';
import { Heading } from '../ui/components/Heading';
import { useSettings } from '../ui/settings';
import { cx } from '../ui/styles';
import { helper } from '../ui/styles-text';
import { useText } from '../ui/text';
import { ProfileProvider, Section, useProfileState } from './kit';
import { memberSections } from './member-sections';
import { memberStepUps } from './rules';
import { minutesLeft, useSession, useWatched } from './user';

// Each section from its chunk (member-sections.ts), loaded as the page shows it.
const { AppsSection, ContactsSection, NameSection, PasswordSection, RecoveryCodesSection, SessionSection, StepUp, TotpSection } =
  memberSections;

export interface MemberProfileProps {
  client: StytchB2BHeadlessClient;
}

export function MemberProfile({ client: c }: MemberProfileProps) {
  const t = useText();
  const member = useWatched(c.self, () => !!c.session.getSync());
  const session = useSession(c.session);
  if (!member || !session) return <ErrorText message={t('profile.noUser')} />;
  // Another member, or the same one signed out and in again: drawn afresh, nothing of the last one's left open.
  return <Account key={`${member.member_id}@${member.organization_id}`} client={c} member={member} session={session} />;
}

type Member = NonNullable<ReturnType<StytchB2BHeadlessClient['self']['getSync']>>;
type Session = NonNullable<ReturnType<StytchB2BHeadlessClient['session']['getSync']>>;

function Account({ client: c, member, session }: MemberProfileProps & { member: Member; session: Session }) {
  const t = useText();
  // The two roles every project has read as words; a project's own roles by their id, as its admins named them.
  const roleName = (role: string) => (role === 'stytch_member' || role === 'stytch_admin' ? t(`profile.org.role.${role}`) : role);
  const p = useProfileState();
  const org = useWatched(c.organization, () => !!c.session.getSync());
  const boot = useSettings(c.bootstrap, (s) => s);
  const ids = { organization_id: member.organization_id, member_id: member.member_id };
  const minutes = () => ({ session_duration_minutes: minutesLeft(c.session.getSync()?.expires_at) });
  const refresh = () => c.self.get();
  return (
    <div class={cx.col}>
      <Heading focus={false}>{t('profile.title')}</Heading>
      <ProfileProvider
        value={p}
        stepUp={
          <StepUp
            methods={() => memberStepUps(member)}
            send={async () => void (await c.otps.sms.send(ids))}
            verify={(via, code) =>
              via.kind === 'totp'
                ? c.totp.authenticate({ ...ids, code, ...minutes() })
                : c.otps.sms.authenticate({ ...ids, code, ...minutes() })
            }
          />
        }
      >
        <NameSection fields={[['profile.name.title', member.name, 'name']]} save={([name]) => c.self.update({ name })} />
        <ContactsSection
          id="mfaPhone"
          title="profile.mfa.phone.title"
          addLabel="profile.mfa.phone.add"
          channel="sms"
          list={member.mfa_phone_number ? [{ id: 'mfa', value: member.mfa_phone_number, verified: member.mfa_phone_number_verified }] : []}
          send={
            member.mfa_phone_number_verified
              ? undefined
              : async (mfa_phone_number) => (await c.otps.sms.send({ ...ids, mfa_phone_number }), 'sms')
          }
          verify={async (_id, code) => (
            await c.otps.sms.authenticate({ ...ids, code, ...minutes(), set_mfa_enrollment: 'enroll' }), refresh()
          )}
          remove={async () => (await c.self.deleteMFAPhoneNumber(), refresh())}
          removable={() => true}
        />
        <TotpSection
          enrolled={!!member.totp_registration_id}
          create={() => c.totp.create({ ...ids, expiration_minutes: 10 })}
          verify={async (code) => (await c.totp.authenticate({ ...ids, code, ...minutes(), set_mfa_enrollment: 'enroll' }), refresh())}
          remove={async () => (await c.self.deleteMFATOTP(), refresh())}
        />
        {!!member.totp_registration_id && (
          <RecoveryCodesSection
            project={org?.organization_name || boot.projectName}
            get={async () => (await c.recoveryCodes.get()).recovery_codes}
            rotate={async () => (await c.recoveryCodes.rotate()).recovery_codes}
          />
        )}
        <PasswordSection
          has={!!member.member_password_id}
          username={member.email_address}
          check={(password) => c.passwords.strengthCheck({ email_address: member.email_address, password })}
          save={async (password, current) => {
            await (current
              ? c.passwords.resetByExistingPassword({
                  organization_id: member.organization_id,
                  email_address: member.email_address,
                  existing_password: current,
                  new_password: password,
                  ...minutes(),
                })
              : c.passwords.resetBySession({ organization_id: member.organization_id, password, ...minutes() }));
            await refresh();
          }}
          minLength={boot.passwordConfig?.ludsMinimumCount}
          complexity={boot.passwordConfig?.ludsComplexity}
        />
        <AppsSection
          list={async () => (await c.self.getConnectedApps()).connected_apps}
          revoke={(connected_app_id) => c.self.revokeConnectedApp({ connected_app_id })}
        />
        <Section id="org" title="profile.org.title">
          <p class={cx.text}>{org?.organization_name}</p>
          {!!session?.roles?.length && <p class={helper}>{t('profile.org.role', { roles: session.roles.map(roleName).join(', ') })}</p>}
        </Section>
        <SessionSection started={session?.started_at} expires={session?.expires_at} signOut={() => c.session.revoke()} />
      </ProfileProvider>
    </div>
  );
}
