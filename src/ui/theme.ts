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
  logo?: { logoImageUrl?: string };
}

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
  inputs: { backgroundColor: W, textColor: P, borderColor: P, borderRadius: '4px', placeholderColor: '#8296A1' },
  logo: { logoImageUrl: '' },
};

export type Theme = typeof DEFAULT_STYLES;

/** Deep-merges the host's styles over the defaults. */
export function resolveTheme(s: Styles = {}): Theme {
  const d = DEFAULT_STYLES;
  const b = s.buttons || {};
  return {
    fontFamily: s.fontFamily || d.fontFamily,
    hideHeaderText: !!s.hideHeaderText,
    colors: { ...d.colors, ...s.colors },
    container: { ...d.container, ...s.container },
    buttons: {
      primary: { ...d.buttons.primary, ...b.primary },
      secondary: { ...d.buttons.secondary, ...b.secondary },
      disabled: { ...d.buttons.disabled, ...b.disabled },
    },
    inputs: { ...d.inputs, ...s.inputs },
    logo: { ...d.logo, ...s.logo },
  };
}

// Host values end up in a style sheet: keep them to one declaration value.
const clean = (v: unknown) => String(v ?? '').replace(/[;{}<>\\]/g, '');

/** `.scope{--fl-primary:…;…}`: the custom properties of one widget root. */
export function themeRule(scope: string, t: Theme): string {
  const vars: Record<string, string> = {
    font: t.fontFamily,
    primary: t.colors.primary,
    secondary: t.colors.secondary,
    success: t.colors.success,
    error: t.colors.error,
    'c-bg': t.container.backgroundColor,
    'c-border': t.container.borderColor,
    'c-radius': t.container.borderRadius,
    'c-width': t.container.width,
    'i-bg': t.inputs.backgroundColor,
    'i-text': t.inputs.textColor,
    'i-border': t.inputs.borderColor,
    'i-radius': t.inputs.borderRadius,
    'i-ph': t.inputs.placeholderColor,
  };
  for (const k of ['primary', 'secondary', 'disabled'] as const) {
    const b = t.buttons[k];
    vars[`${k[0]}b-bg`] = b.backgroundColor;
    vars[`${k[0]}b-text`] = b.textColor;
    vars[`${k[0]}b-border`] = b.borderColor;
    vars[`${k[0]}b-radius`] = b.borderRadius;
  }
  return `.${scope}{${Object.entries(vars)
    .map(([k, v]) => `--fl-${k}:${clean(v)}`)
    .join(';')}}`;
}
