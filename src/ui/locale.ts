// Built-in translations: the `locale` mount option. Each language is one data file
// (src/ui/locales/<tag>.ts) with a section per catalogue, loaded on first use: import() in ESM,
// dist/featherlogin.locale.<tag>.js next to the main script in CDN builds, so an English page
// downloads nothing extra. A mount waits for its language before it renders (one language per
// screen, never a mix); the host's `strings` still win over the translation.
import { lazy } from '../core/chunk';
import type { Catalogue } from './text';

/** One language: the shared ui strings and each widget's (consumer, B2B, identity provider). */
export interface LocaleFile {
  ui: Catalogue;
  consumer: Catalogue;
  b2b: Catalogue;
  idp: Catalogue;
  /** The profile widgets' (src/profile/text.ts). */
  profile: Catalogue;
}

/** Which catalogue of a locale file a mount reads besides `ui`. */
export type TextSection = Exclude<keyof LocaleFile, 'ui'>;

/** The languages featherlogin ships (English is the catalogues themselves); one file each in ./locales. */
export const LOCALES = ['en', 'fr', 'ar', 'es', 'de', 'pt-BR', 'tr', 'it', 'sv', 'pl', 'nl', 'ja', 'zh-Hans', 'he', 'ko'] as const;
export type Locale = (typeof LOCALES)[number];

/** Right-to-left languages: the widget lays out with dir="rtl". */
export const isRTL = (l: Locale) => l === 'ar' || l === 'he';

type Load = () => Promise<LocaleFile>;
const file = (l: Locale) => `featherlogin.locale.${l}.js`;
type Shipped = Exclude<Locale, 'en'>;
// One import() per language so each is its own chunk (ESM). Script-tag builds (the CDN bundles and
// the single files, __SCRIPT__) load featherlogin.locale.<tag>.js by script tag instead, so a single
// file carries no language and this table is dropped from them (no per-language code there).
const imports: Record<Shipped, () => Promise<{ default: LocaleFile }>> = {
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
const loaders: Partial<Record<Shipped, Load>> = {};
const loaderOf = (l: Shipped): Load => (loaders[l] ||= lazy(__SCRIPT__ ? file(l) : () => imports[l]().then((m) => m.default)));

/**
 * The shipped language for a BCP 47 tag: itself, else its language ('fr-CA' -> 'fr'), with the
 * usual stand-ins ('pt' -> 'pt-BR', 'zh', 'zh-CN', 'zh-SG' -> 'zh-Hans', 'iw' -> 'he'); else English.
 */
export function matchLocale(tag: string | undefined): Locale {
  if (!tag) return 'en';
  const exact = LOCALES.find((l) => l.toLowerCase() === tag.toLowerCase());
  if (exact) return exact;
  const lang = tag.toLowerCase().split(/[-_]/)[0];
  const alias: Record<string, string> = { pt: 'pt-BR', zh: 'zh-Hans', iw: 'he' };
  if (lang === 'zh' && /-(hant|tw|hk|mo)/i.test(tag)) return 'en'; // Traditional Chinese is not shipped
  const want = alias[lang] || lang;
  return LOCALES.find((l) => l === want) || 'en';
}

const loaded: Partial<Record<Locale, LocaleFile>> = {};

/** The language's file if it is already in (English: none), so a re-mount renders at once. */
export const localeNow = (l: Locale): LocaleFile | undefined => loaded[l];

/** Loads the language's file (memoized; a failure rejects and the next call tries again). */
export function loadLocale(l: Locale): Promise<LocaleFile | undefined> {
  if (l === 'en') return Promise.resolve(undefined);
  return loaderOf(l)().then((f) => (loaded[l] = f));
}
