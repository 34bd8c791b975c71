// The profile widgets' sections as lazy components (their loaders: user-sections.ts and
// member-sections.ts, over manifest.ts). Until a section's chunk is in, its frame shows its heading
// over the Spinner (role=status, "Loading"): the page keeps its outline, a screen reader hears that
// it loads, and a failed load shows the load error with Retry (lazyComponent).
import type { ComponentProps } from 'preact';
import { Spinner } from '../ui/components/Spinner';
import { lazyComponent } from '../ui/lazy';
import { Section } from './kit';
import type * as Apps from './sections/Apps';
import type * as Contacts from './sections/Contacts';
import type * as Name from './sections/Name';
import type * as Password from './sections/Password';
import type * as RecoveryCodes from './sections/RecoveryCodes';
import type * as Session from './sections/Session';
import type * as StepUp from './sections/StepUp';
import type * as Totp from './sections/Totp';
import type { ProfileKey } from './text';

/** One widget's loaders of the sections both widgets show. */
export interface Loaders {
  name: () => Promise<typeof Name>;
  contacts: () => Promise<typeof Contacts>;
  password: () => Promise<typeof Password>;
  totp: () => Promise<typeof Totp>;
  recoveryCodes: () => Promise<typeof RecoveryCodes>;
  apps: () => Promise<typeof Apps>;
  session: () => Promise<typeof Session>;
  stepUp: () => Promise<typeof StepUp>;
}

/** A section while its chunk loads: its labelled frame and heading, the Spinner in place of its content. */
const Loading = ({ id, title }: { id: string; title: ProfileKey }) => (
  <Section id={id} title={title}>
    <Spinner />
  </Section>
);
export const loading = (id: string, title: ProfileKey) => () => <Loading id={id} title={title} />;

/** The sections both widgets show, over one widget's loaders. */
export const sections = (l: Loaders) => ({
  NameSection: lazyComponent<ComponentProps<typeof Name.NameSection>, typeof Name>(
    l.name,
    'NameSection',
    loading('name', 'profile.name.title'),
  ),
  ContactsSection: lazyComponent<Contacts.ContactsProps, typeof Contacts>(l.contacts, 'ContactsSection', Loading),
  PasswordSection: lazyComponent<Password.PasswordProps, typeof Password>(
    l.password,
    'PasswordSection',
    loading('password', 'profile.password.title'),
  ),
  TotpSection: lazyComponent<Totp.TotpProps, typeof Totp>(l.totp, 'TotpSection', loading('totp', 'profile.totp.title')),
  RecoveryCodesSection: lazyComponent<RecoveryCodes.CodesProps, typeof RecoveryCodes>(
    l.recoveryCodes,
    'RecoveryCodesSection',
    loading('codes', 'profile.codes.title'),
  ),
  AppsSection: lazyComponent<ComponentProps<typeof Apps.AppsSection>, typeof Apps>(
    l.apps,
    'AppsSection',
    loading('apps', 'profile.apps.title'),
  ),
  SessionSection: lazyComponent<ComponentProps<typeof Session.SessionSection>, typeof Session>(
    l.session,
    'SessionSection',
    loading('session', 'profile.session.title'),
  ),
  /** In place of a refused action's section content (its frame is there already): the Spinner alone while it loads. */
  StepUp: lazyComponent<StepUp.StepUpProps, typeof StepUp>(l.stepUp, 'StepUp'),
});
