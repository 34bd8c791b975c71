// mountMemberProfile's sections from their chunks of featherlogin.b2b.js (manifest.ts `member`), as
// user-sections.ts.
import { lazy } from '../core/chunk';
import { sections } from './lazy';
import { member } from './manifest';

const m = member.chunks;

const memberLoaders = {
  name: lazy(__CDN__ ? m.name.file : () => import('./sections/Name')),
  contacts: lazy(__CDN__ ? m.contacts.file : () => import('./sections/Contacts')),
  password: lazy(__CDN__ ? m.password.file : () => import('./sections/Password')),
  totp: lazy(__CDN__ ? m.totp.file : () => import('./sections/Totp')),
  recoveryCodes: lazy(__CDN__ ? m.recoveryCodes.file : () => import('./sections/RecoveryCodes')),
  apps: lazy(__CDN__ ? m.apps.file : () => import('./sections/Apps')),
  session: lazy(__CDN__ ? m.session.file : () => import('./sections/Session')),
  stepUp: lazy(__CDN__ ? m.stepUp.file : () => import('./sections/StepUp')),
};

/** mountMemberProfile's sections (featherlogin.b2b.js's chunks). */
export const memberSections = sections(memberLoaders);
