// The theme contract: the official SDK's `styles` object, its defaults (spec "Theme defaults"),
// and the CSS custom properties each mounted widget root carries. Components read only var(--fl-*).

export interface ButtonStyle {
  backgroundColor?: string;
  textColor?: string;
  borderColor?: string;
  borderRadius?: string;
}

export interface Styles {
  fontFamily?: string;
  hideHeaderText?: boolean;
  colors?: { primary?: string; secondary?: string; success?: string; error?: string };
  container?: { backgroundColor?: string; borderColor?: string; borderRadius?: string; width?: string };
  buttons?: { primary?: ButtonStyle; secondary?: ButtonStyle; disabled?: ButtonStyle };
  inputs?: { backgroundColor?: string; textColor?: string; borderColor?: string; borderRadius?: string; placeholderColor?: string };
  /** `alt`: featherlogin's, the 6.x presentation's logo alt (presentation.ts); '' is a decorative logo; the catalogue's word (ui.logo) without it. */
  logo?: { logoImageUrl?: string; alt?: string };
}

/** The official name of the `styles` object. */
export type StyleConfig = Styles;

const P = '#19303D';
const W = '#FFFFFF';

export const DEFAULT_STYLES = {
  fontFamily: 'Arial, Helvetica, sans-serif',
  hideHeaderText: false,
  colors: { primary: P, secondary: '#5C727D', success: '#0C5A56', error: '#8B1214' },
  container: { backgroundColor: W, borderColor: '#ADBCC5', borderRadius: '8px', width: '400px' },
  buttons: {
    primary: { backgroundColor: P, textColor: W, borderColor: P, borderRadius: '4px' },
    secondary: { backgroundColor: W, textColor: P, borderColor: P, borderRadius: '4px' },
    disabled: { backgroundColor: '#F3F5F6', textColor: '#8296A1', borderColor: '#F3F5F6', borderRadius: '4px' },
  },
  // The official createTheme's: a transparent background, text and border in colors.primary (resolveTheme).
  inputs: { backgroundColor: 'transparent', textColor: P, borderColor: P, borderRadius: '4px', placeholderColor: '#8296A1' },
  logo: { logoImageUrl: '', alt: undefined as string | undefined },
};

export type Theme = typeof DEFAULT_STYLES;

/**
 * The host's styles over the defaults, field by field at every depth: only the defaults' fields, and
 * a field the host leaves unset (undefined or null) keeps its default, as the official SDK does. The
 * inputs' text and border default to the host's colors.primary, as the official createTheme's do.
 */
export function resolveTheme(s: Styles = {}): Theme {
  const primary = s.colors?.primary ?? P;
  return merge({ ...DEFAULT_STYLES, inputs: { ...DEFAULT_STYLES.inputs, textColor: primary, borderColor: primary } }, s);
}

function merge<T extends object>(d: T, s: object | undefined): T {
  const o = { ...d };
  for (const k in d) {
    const v: unknown = d[k];
    const h = s?.[k as keyof typeof s];
    o[k] = (v && typeof v === 'object' ? merge(v, h) : (h ?? v)) as T[typeof k];
  }
  return o;
}

// Host values end up in a style sheet: keep them to one declaration value.
const clean = (v: unknown) => String(v ?? '').replace(/[;{}<>\\]/g, '');

/** Theme field -> the short name in its custom property (others keep their own: colors, width). */
const SHORT: Record<string, string> = {
  backgroundColor: 'bg',
  textColor: 'text',
  borderColor: 'border',
  borderRadius: 'radius',
  placeholderColor: 'ph',
};

/** The custom properties of one theme (only the theme's own fields), joined for one rule. */
export function themeProps(t: Theme): string {
  const d = DEFAULT_STYLES;
  const b = d.buttons;
  const part = (prefix: string, defaults: object, o: Record<string, unknown>) =>
    Object.keys(defaults).map((k) => `--fl-${prefix}${SHORT[k] || k}:${clean(o[k])}`);
  return [
    `--fl-font:${clean(t.fontFamily)}`,
    ...part('', d.colors, t.colors),
    ...part('c-', d.container, t.container),
    ...part('i-', d.inputs, t.inputs),
    ...part('pb-', b.primary, t.buttons.primary),
    ...part('sb-', b.secondary, t.buttons.secondary),
    ...part('db-', b.disabled, t.buttons.disabled),
  ].join(';');
}

/** `.scope{--fl-primary:…;…}`: the custom properties of one widget root (a presentation's dark set: presentation.ts `presentationRule`). */
export const themeRule = (scope: string, t: Theme): string => `.${scope}{${themeProps(t)}}`;
