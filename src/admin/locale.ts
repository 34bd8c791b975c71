// The Admin Portal's translations: one file per shipped language (./locales/<tag>.ts, every key of the
// portal's English catalogues: text.ts and each section's), apart from the widgets' locale files so
// those stay within their budgets. Loaded as they are: a CDN file next to the portal's
// (featherlogin.b2b.adminPortal.locale.<tag>.js, registered under its name), or import() in ESM builds.
import { lazy } from '../core/chunk';
import type { Locale } from '../ui/locale';
import type { Catalogue } from '../ui/text';
import type { MembersKey } from './members/text';
import type { OrgKey } from './org-settings/text';
import type { ScimKey } from './scim/text';
import type { KitKey } from './sso/kit-text';
import type { SsoKey } from './sso/text';
import type { AdminKey } from './text';

/** One language's file: every key of every section (a missing or an extra one fails tsc). */
export type AdminStrings = Record<AdminKey | OrgKey | MembersKey | SsoKey | ScimKey | KitKey, string>;

type Shipped = Exclude<Locale, 'en'>;
const imports: Record<Shipped, () => Promise<{ default: Catalogue }>> = {
  fr: () => import('./locales/fr'),
  ar: () => import('./locales/ar'),
  es: () => import('./locales/es'),
  de: () => import('./locales/de'),
  'pt-BR': () => import('./locales/pt-BR'),
  tr: () => import('./locales/tr'),
  it: () => import('./locales/it'),
  sv: () => import('./locales/sv'),
  pl: () => import('./locales/pl'),
  nl: () => import('./locales/nl'),
  ja: () => import('./locales/ja'),
  'zh-Hans': () => import('./locales/zh-Hans'),
  he: () => import('./locales/he'),
  ko: () => import('./locales/ko'),
};
/** The CDN file of a language's portal strings. */
export const adminLocaleFile = (l: Shipped) => `featherlogin.b2b.adminPortal.locale.${l}.js`;

const loaders: Partial<Record<Shipped, () => Promise<Catalogue>>> = {};
const loaded: Partial<Record<Locale, Catalogue>> = { en: {} };

/** The language's portal strings if they are in (English: none needed). */
export const adminLocaleNow = (l: Locale): Catalogue | undefined => loaded[l];

/** Loads them (memoized; a failure rejects and the next call tries again). */
export function loadAdminLocale(l: Shipped): Promise<Catalogue> {
  const load = (loaders[l] ||= lazy(__SCRIPT__ ? adminLocaleFile(l) : () => imports[l]().then((m) => m.default)));
  return load().then((c) => (loaded[l] = c));
}
