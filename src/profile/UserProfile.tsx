// The profile widget for a signed-in user (mountUserProfile): every section over the consumer
// client's headless calls. Loaded as its own chunk (src/profile/chunk.ts), so a login page pays nothing for it;
// each section is a chunk after it (user-sections.ts).
import { useEffect } from 'react';
import type { StytchHeadlessClient } from '../core/consumer/client';
import type { UserProfileConfig } from './config';
import type { User } from '../wire/types';
import { Heading } from '../ui/components/Heading';
import { ErrorText } from '../ui/components/ErrorText';
import { useSettings } from '../ui/settings';
import { cx } from '../ui/styles';
import { useText } from '../ui/text';
import { ProfileProvider, useProfileState } from './kit';
import { canRemove, stepUpEmail, userStepUps } from './rules';
import { userSections } from './user-sections';
import { minutesLeft, useSession, useWatched } from './user';

// Each section from its chunk (user-sections.ts), loaded as the page shows it.
const {
  AccountsSection,
  AppsSection,
  ContactsSection,
  NameSection,
  PasskeysSection,
  PasswordSection,
  RecoveryCodesSection,
  SessionSection,
  StepUp,
  TotpSection,
} = userSections;

export interface UserProfileProps {
  client: StytchHeadlessClient;
  config?: UserProfileConfig;
}

export function UserProfile(props: UserProfileProps) {
  const t = useText();
  const c = props.client;
  const user = useWatched(c.user, () => !!c.session.getSync());
  const session = useSession(c.session);
  if (!user || !session) return <ErrorText message={t('profile.noUser')} />;
  // Another user, or the same one signed out and in again: drawn afresh, nothing of the last one's left open.
  return <Account key={user.user_id} {...props} user={user} session={session} />;
}

type Session = NonNullable<ReturnType<StytchHeadlessClient['session']['getSync']>>;

function Account({ client: c, config = {}, user, session }: UserProfileProps & { user: User; session: Session }) {
  const t = useText();
  const p = useProfileState();
  const boot = useSettings(c.bootstrap, (s) => s);
  // Back from an OAuth link start (Connected accounts): the token in the address attaches the provider.
  useEffect(() => {
    if (c.parseAuthenticateUrl()?.tokenType === 'oauth')
      void p.run('accounts', () => c.authenticateByUrl({ session_duration_minutes: minutesLeft(c.session.getSync()?.expires_at) }));
  }, []);
  const minutes = () => ({ session_duration_minutes: minutesLeft(c.session.getSync()?.expires_at) });
  const refresh = () => c.user.get();
  const email = stepUpEmail(user);
  const otpAdd = (channel: 'email' | 'sms') => ({
    send: async (v: string) => (await c.otps[channel].send(v, { expiration_minutes: 10 })).method_id,
    verify: async (id: string, code: string) => c.otps.authenticate(code, id, minutes()),
  });
  return (
    <div class={cx.col}>
      <Heading focus={false}>{t('profile.title')}</Heading>
      <ProfileProvider
        value={p}
        stepUp={
          <StepUp
            methods={(reason) => userStepUps(user, session?.authentication_factors ?? [], reason)}
            send={async (m) => (await c.otps[m.kind].send(m.to, { expiration_minutes: 10 })).method_id}
            verify={(via, code, id) =>
              via.kind === 'totp' ? c.totps.authenticate({ totp_code: code, ...minutes() }) : c.otps.authenticate(code, id!, minutes())
            }
            passkey={() => c.webauthn.authenticate({ is_passkey: true, ...minutes() })}
          />
        }
      >
        <NameSection
          fields={[
            ['profile.name.first', user.name.first_name, 'given-name'],
            ['profile.name.last', user.name.last_name, 'family-name'],
          ]}
          save={([first_name, last_name]) => c.user.update({ name: { first_name, last_name } })}
        />
        <ContactsSection
          id="emails"
          title="profile.emails.title"
          addLabel="profile.emails.add"
          channel="email"
          list={user.emails.map((e) => ({ id: e.email_id, value: e.email, verified: e.verified }))}
          {...otpAdd('email')}
          remove={(id) => c.user.deleteEmail(id)}
          removable={(id) => canRemove(user, 'email', id)}
        />
        <ContactsSection
          id="phones"
          title="profile.phones.title"
          addLabel="profile.phones.add"
          channel="sms"
          list={user.phone_numbers.map((x) => ({ id: x.phone_id, value: x.phone_number, verified: x.verified }))}
          {...otpAdd('sms')}
          remove={(id) => c.user.deletePhoneNumber(id)}
          removable={(id) => canRemove(user, 'phone', id)}
        />
        <PasswordSection
          has={!!user.password}
          username={email}
          check={(password) => c.passwords.strengthCheck(email ? { email, password } : { password })}
          save={(password, current) =>
            current
              ? c.passwords.resetByExistingPassword({ email: email!, existing_password: current, new_password: password, ...minutes() })
              : c.passwords.resetBySession({ password, ...minutes() })
          }
          minLength={boot.passwordConfig?.ludsMinimumCount}
          complexity={boot.passwordConfig?.ludsComplexity}
        />
        <PasskeysSection
          list={user.webauthn_registrations}
          add={async () => (await c.webauthn.register({ is_passkey: true, ...minutes() }), refresh())}
          rename={async (id, name) => (await c.webauthn.update({ webauthn_registration_id: id, name }), refresh())}
          remove={(id) => c.user.deleteWebauthnRegistration(id)}
          removable={(id) => canRemove(user, 'passkey', id)}
        />
        <TotpSection
          enrolled={user.totps.some((x) => x.verified)}
          create={() => c.totps.create({ expiration_minutes: 10 })}
          verify={(totp_code) => c.totps.authenticate({ totp_code, ...minutes() })}
          remove={() => c.user.deleteTOTP(user.totps.find((x) => x.verified)!.totp_id)}
        />
        {user.totps.some((x) => x.verified) && (
          <RecoveryCodesSection
            project={boot.projectName}
            get={async () => (await c.totps.recoveryCodes()).totps[0]?.recovery_codes ?? []}
          />
        )}
        <AccountsSection
          user={user}
          linkable={config.oauthProviders || []}
          link={async (provider) => {
            const { oauth_attach_token } = await c.oauth.attach(provider);
            const url = config.oauthRedirectURL;
            await c.oauth[provider].start({
              oauth_attach_token,
              ...(url && { login_redirect_url: url, signup_redirect_url: url }),
            });
          }}
          remove={(kind, id) => (kind === 'oauth' ? c.user.deleteOAuthRegistration(id) : c.user.deleteCryptoWallet(id))}
          removable={(kind, id) => canRemove(user, kind, id)}
        />
        <AppsSection list={async () => (await c.user.getConnectedApps()).connected_apps} revoke={(id) => c.user.revokedConnectedApp(id)} />
        <SessionSection started={session?.started_at} expires={session?.expires_at} signOut={() => c.session.revoke()} />
      </ProfileProvider>
    </div>
  );
}
