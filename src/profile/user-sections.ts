// mountUserProfile's sections from their chunks of featherlogin.js (manifest.ts `user`): a loader
// each, `lazy(__CDN__ ? <file> : () => import('./sections/<Name>'))` (ESM builds share one import()
// chunk per section with the member widget's; the single files hold them).
import { lazy } from '../core/chunk';
import { lazyComponent } from '../ui/lazy';
import { loading, sections } from './lazy';
import { user } from './manifest';
import type * as Accounts from './sections/Accounts';
import type * as Passkeys from './sections/Passkeys';

const u = user.chunks;

const userLoaders = {
  name: lazy(__CDN__ ? u.name.file : () => import('./sections/Name')),
  contacts: lazy(__CDN__ ? u.contacts.file : () => import('./sections/Contacts')),
  password: lazy(__CDN__ ? u.password.file : () => import('./sections/Password')),
  passkeys: lazy(__CDN__ ? u.passkeys.file : () => import('./sections/Passkeys')),
  totp: lazy(__CDN__ ? u.totp.file : () => import('./sections/Totp')),
  recoveryCodes: lazy(__CDN__ ? u.recoveryCodes.file : () => import('./sections/RecoveryCodes')),
  accounts: lazy(__CDN__ ? u.accounts.file : () => import('./sections/Accounts')),
  apps: lazy(__CDN__ ? u.apps.file : () => import('./sections/Apps')),
  session: lazy(__CDN__ ? u.session.file : () => import('./sections/Session')),
  stepUp: lazy(__CDN__ ? u.stepUp.file : () => import('./sections/StepUp')),
};

/** mountUserProfile's sections (featherlogin.js's chunks). */
export const userSections = {
  ...sections(userLoaders),
  PasskeysSection: lazyComponent<Passkeys.PasskeysProps, typeof Passkeys>(
    userLoaders.passkeys,
    'PasskeysSection',
    loading('passkeys', 'profile.passkeys.title'),
  ),
  AccountsSection: lazyComponent<Accounts.AccountsProps, typeof Accounts>(
    userLoaders.accounts,
    'AccountsSection',
    loading('accounts', 'profile.accounts.title'),
  ),
};
