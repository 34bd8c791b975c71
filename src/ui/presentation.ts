// The 6.x `presentation` option: a theme, or a [light, dark] pair that follows the reader's
// prefers-color-scheme, named with the official theme token names. Each token maps onto the 5.x
// `styles` fields (src/ui/theme.ts), so both options drive the same --fl-* custom properties.
import type { Styles } from './theme';

/** The 6.x colour-mix fallbacks (featherlogin/compat generateColorFallback). */
export interface ColorMixFallback {
  'tab-background': string;
  'primary-button-hover': string;
  'secondary-button-hover': string;
  'destructive-button-hover': string;
  'divider-color': string;
  'focus-ring-shadow': string;
}

/**
 * Theme tokens of the official 6.x presentation option: featherlogin draws with those mapped in
 * themeStyles() below; the others (spacing, text-base, accent, ring, ...) are accepted and unused.
 */
export interface PresentationTheme extends ColorMixFallback {
  'color-scheme': 'light' | 'dark' | 'shadcn';
  'font-family': string;
  'container-width': string;
  /** Base radius; buttons and inputs take twice it, the container six times, unless set below. */
  'rounded-base': string;
  'button-radius': string;
  'input-radius': string;
  'container-radius': string;
  background: string;
  foreground: string;
  primary: string;
  'primary-foreground': string;
  secondary: string;
  'secondary-foreground': string;
  muted: string;
  'muted-foreground': string;
  border: string;
  'container-border': string;
  input: string;
  destructive: string;
  success: string;
  'font-family-mono': string;
  'header-font': string;
  spacing: string;
  'mobile-breakpoint': string;
  'text-base': string;
  shadow: string;
  'shadow-button': string;
  'shadow-input': string;
  'transition-duration': string;
  accent: string;
  'accent-foreground': string;
  ring: string;
  'destructive-foreground': string;
  warning: string;
}

export type Theme = Partial<PresentationTheme>;

/**
 * Icons by name (6.x `presentation.icons`): a string value is the colour featherlogin draws that
 * mark in (themes.ts iconsWhite / iconsBlack); other values (6.x's components) are accepted and
 * unused, as featherlogin draws its own marks.
 */
export type IconRegistry<T extends string = string> = Record<T, unknown>;

export interface PresentationOptions {
  hideHeaderText?: boolean;
  logo?: { url: string; alt?: string };
  enableShadowDOM?: boolean;
  /** Accepted for the 6.x shape; unused. */
  inputIdSuffix?: string;
  /** Accepted for the 6.x shape; unused. */
  buttonId?: string | boolean;
  /** Marks drawn in one colour (iconsWhite, iconsBlack, or a colour by name). */
  icons?: Partial<IconRegistry>;
}

export interface PresentationConfig {
  theme?: Theme | readonly [light: Theme, dark: Theme];
  options?: PresentationOptions;
  /** As `options.icons` (which wins). */
  icons?: Partial<IconRegistry>;
}

/** The light look of the spec's theme defaults, in presentation tokens. */
export const defaultTheme: Theme = {
  'color-scheme': 'light',
  'font-family': 'Arial, Helvetica, sans-serif',
  background: '#FFFFFF',
  foreground: '#19303D',
  primary: '#19303D',
  'primary-foreground': '#FFFFFF',
  secondary: '#FFFFFF',
  'secondary-foreground': '#19303D',
  muted: '#F3F5F6',
  'muted-foreground': '#5C727D',
  border: '#ADBCC5',
  input: '#19303D',
  destructive: '#8B1214',
  success: '#0C5A56',
};

/** The shipped dark look: every pair of text and background colours keeps WCAG AA contrast. */
export const defaultDarkTheme: Theme = {
  'color-scheme': 'dark',
  'font-family': 'Arial, Helvetica, sans-serif',
  background: '#13202A',
  foreground: '#E8EEF2',
  primary: '#E8EEF2',
  'primary-foreground': '#13202A',
  secondary: '#13202A',
  'secondary-foreground': '#E8EEF2',
  muted: '#2A3B47',
  'muted-foreground': '#A9BAC4',
  border: '#4A5F6C',
  input: '#8EA3AF',
  destructive: '#FF9C9C',
  success: '#7FD8C9',
};

const twice = (r?: string) => (r ? `calc(${r} * 2)` : undefined);
const times6 = (r?: string) => (r ? `calc(${r} * 6)` : undefined);

/** The 5.x styles a presentation theme stands for (unset tokens leave the field to the defaults). */
export function themeStyles(t: Theme, o: PresentationOptions = {}): Styles {
  const button = t['button-radius'] || twice(t['rounded-base']);
  return {
    fontFamily: t['font-family'],
    hideHeaderText: o.hideHeaderText,
    colors: { primary: t.foreground, secondary: t['muted-foreground'], success: t.success, error: t.destructive },
    container: {
      backgroundColor: t.background,
      borderColor: t['container-border'] || t.border,
      borderRadius: t['container-radius'] || times6(t['rounded-base']),
      width: t['container-width'],
    },
    buttons: {
      primary: { backgroundColor: t.primary, textColor: t['primary-foreground'], borderColor: t.primary, borderRadius: button },
      secondary: {
        backgroundColor: t.secondary,
        textColor: t['secondary-foreground'],
        borderColor: t['secondary-foreground'],
        borderRadius: button,
      },
      disabled: { backgroundColor: t.muted, textColor: t['muted-foreground'], borderColor: t.muted, borderRadius: button },
    },
    inputs: {
      backgroundColor: t.background,
      textColor: t.foreground,
      borderColor: t.input,
      borderRadius: t['input-radius'] || twice(t['rounded-base']),
      placeholderColor: t['muted-foreground'],
    },
    logo: o.logo ? { logoImageUrl: o.logo.url, alt: o.logo.alt } : undefined,
  };
}

/** Drops unset fields, deeply, so a partial theme never blanks a default. */
function defined<T>(v: T): T {
  if (!v || typeof v !== 'object') return v;
  const out: Record<string, unknown> = {};
  for (const [k, x] of Object.entries(v)) {
    const d = defined(x);
    if (d !== undefined && !(typeof d === 'object' && !Object.keys(d as object).length)) out[k] = d;
  }
  return out as T;
}

/** The light and (when a pair is given) dark styles of a presentation, over the host's 5.x styles. */
export function presentationStyles(
  p: PresentationConfig | undefined,
  styles: Styles = {},
): { light: Styles; dark?: Styles; scheme?: 'dark' } {
  const pair = Array.isArray(p?.theme) ? (p?.theme as readonly [Theme, Theme]) : undefined;
  const one = pair ? pair[0] : (p?.theme as Theme | undefined);
  const merge = (t?: Theme): Styles => deepMerge(defined(themeStyles(t || {}, p?.options)), styles);
  return {
    light: merge(one),
    dark: pair ? merge({ ...defaultDarkTheme, ...pair[1] }) : undefined,
    scheme: one?.['color-scheme'] === 'dark' ? 'dark' : undefined,
  };
}

function deepMerge<T extends object>(base: T, over: T): T {
  const out = { ...base } as Record<string, unknown>;
  for (const [k, v] of Object.entries(over)) {
    const b = out[k];
    out[k] = v && typeof v === 'object' && b && typeof b === 'object' ? deepMerge<object>(b, v) : v;
  }
  return out as T;
}

/**
 * The root rule of a mount with a presentation: `light` and `dark` are custom properties
 * (theme.ts `themeProps`); with a dark theme (a [light, dark] pair) a second set applies under
 * prefers-color-scheme: dark, and one dark theme sets color-scheme: dark on the rule itself (brand
 * marks' ink follows the buttons' text: styles.ts root).
 */
export function presentationRule(scope: string, light: string, dark?: string, scheme?: 'dark'): string {
  const rule = `.${scope}{${scheme ? 'color-scheme:dark;' : ''}${light}}`;
  return dark ? `${rule}@media (prefers-color-scheme:dark){.${scope}{color-scheme:dark;${dark}}}` : rule;
}

/** A colour a rule may carry (no braces, semicolons or quotes: a registry value cannot end the rule). */
const COLOUR = /^[\w#%(),. -]+$/;

/**
 * The rules of marks drawn in one colour: each string value of an icon registry, by the mark's name
 * (BrandIcon's data-icon, in any case: the wallets are `Metamask`...; 6.x's `xTwitter` is featherlogin's `twitter`).
 */
export function iconRules(scope: string, icons: Partial<IconRegistry> = {}): string {
  let css = '';
  for (const [name, ink] of Object.entries(icons))
    if (typeof ink === 'string' && COLOUR.test(ink) && /^\w+$/.test(name)) {
      const at = `.${scope} [data-icon=${name === 'xTwitter' ? 'twitter' : name} i]`;
      css += `${at} [fill]:not([fill=none]){fill:${ink}}${at} [stroke]{stroke:${ink}}`;
    }
  return css;
}

/**
 * What a mount with a presentation draws with (src/ui/mount.tsx): its light styles, the theme its
 * components read, and its root rule from the light set's custom properties, the dark set and
 * color-scheme included. `props` is theme.ts's styles -> custom properties, handed in by the mount
 * (this file stays free of theme.ts's code).
 */
export function presentationLook(p: PresentationConfig, styles: Styles | undefined, props: (s: Styles) => string) {
  const { light, dark, scheme } = presentationStyles(p, styles);
  const darkProps = dark && props(dark);
  const icons = { ...p.icons, ...p.options?.icons };
  return {
    light,
    rule: (scope: string, lightProps: string) => presentationRule(scope, lightProps, darkProps, scheme) + iconRules(scope, icons),
  };
}
