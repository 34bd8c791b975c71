// The translations of the Admin Portal's connection sections (SSO, SCIM and the words they share), one
// file per shipped language (src/admin/locales/<tag>.ts), loaded on first use by import(): a mount
// passes the answer as its `strings` (English is the catalogues themselves: nothing to load).
import { type Locale, matchLocale } from '../../ui/locale';
import type { Catalogue } from '../../ui/text';
import type { ScimKey } from '../scim/text';
import type { KitKey } from '../sso/kit-text';
import type { SsoKey } from '../sso/text';

/** One language: every key of the three catalogues (a missing one fails the typecheck). */
export interface AdminLocale {
  sso: Record<SsoKey, string>;
  scim: Record<ScimKey, string>;
  kit: Record<KitKey, string>;
}

type Shipped = Exclude<Locale, 'en'>;
const files: Record<Shipped, () => Promise<{ default: AdminLocale }>> = {
  fr: () => import('./fr'),
  ar: () => import('./ar'),
  es: () => import('./es'),
  de: () => import('./de'),
  'pt-BR': () => import('./pt-BR'),
  tr: () => import('./tr'),
  it: () => import('./it'),
  sv: () => import('./sv'),
  pl: () => import('./pl'),
  nl: () => import('./nl'),
  ja: () => import('./ja'),
  'zh-Hans': () => import('./zh-Hans'),
  he: () => import('./he'),
  ko: () => import('./ko'),
};

/** The connection sections' strings in the language of a BCP 47 tag (matchLocale's rules); English: none. */
export async function adminText(tag?: string): Promise<Catalogue> {
  const l = matchLocale(tag);
  if (l === 'en') return {};
  const { sso, scim, kit } = (await files[l]()).default;
  return { ...sso, ...scim, ...kit };
}
