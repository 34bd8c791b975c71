// featherlogin/compat (the official 6.x `compat` entry): moving a 5.x `styles` object to the 6.x
// `presentation` option, and colour fallbacks for browsers without color-mix() or oklch().
// styleToTheme is the inverse of presentation.ts themeStyles(): themeStyles(styleToTheme(s).theme)
// draws what `s` drew (test/ui/style-to-theme.test.ts).
import type { ColorMixFallback, PresentationOptions, Theme } from './presentation';
import type { Styles } from './theme';

/** A copy without undefined fields. */
const defined = <T extends object>(o: T): T => Object.fromEntries(Object.entries(o).filter(([, v]) => v !== undefined)) as T;

/** The 6.x presentation (theme and options) of a 5.x styles object. `silent` is accepted (nothing is logged). */
export function styleToTheme(s: Styles, _o: { silent?: boolean } = {}): { theme: Partial<Theme>; options: Partial<PresentationOptions> } {
  const { colors = {}, container = {}, buttons = {}, inputs = {} } = s;
  const theme: Partial<Theme> = {
    'font-family': s.fontFamily,
    foreground: colors.primary ?? inputs.textColor,
    'muted-foreground': colors.secondary ?? inputs.placeholderColor,
    success: colors.success,
    destructive: colors.error,
    background: container.backgroundColor ?? inputs.backgroundColor,
    'container-border': container.borderColor,
    'container-radius': container.borderRadius,
    'container-width': container.width,
    primary: buttons.primary?.backgroundColor,
    'primary-foreground': buttons.primary?.textColor,
    secondary: buttons.secondary?.backgroundColor,
    'secondary-foreground': buttons.secondary?.textColor,
    muted: buttons.disabled?.backgroundColor,
    'button-radius': buttons.primary?.borderRadius ?? buttons.secondary?.borderRadius,
    input: inputs.borderColor,
    'input-radius': inputs.borderRadius,
  };
  const options: Partial<PresentationOptions> = {
    hideHeaderText: s.hideHeaderText,
    logo: s.logo?.logoImageUrl ? { url: s.logo.logoImageUrl, alt: s.logo.alt ?? '' } : undefined,
  };
  return { theme: defined(theme), options: defined(options) };
}

type RGBA = [r: number, g: number, b: number, a: number];

const num = (x: string, scale = 1) => (x.endsWith('%') ? (parseFloat(x) / 100) * scale : parseFloat(x));

/** sRGB channel (0-1) from linear light. */
const gamma = (x: number) => (x <= 0.0031308 ? 12.92 * x : 1.055 * x ** (1 / 2.4) - 0.055);

/** oklch(L C H) in sRGB, 0-1 per channel (the OKLab matrices). */
function oklch(L: number, C: number, H: number): [number, number, number] {
  const a = C * Math.cos((H * Math.PI) / 180);
  const b = C * Math.sin((H * Math.PI) / 180);
  const l = (L + 0.3963377774 * a + 0.2158037573 * b) ** 3;
  const m = (L - 0.1055613458 * a - 0.0638541728 * b) ** 3;
  const s = (L - 0.0894841775 * a - 1.291485548 * b) ** 3;
  return [
    gamma(4.0767416621 * l - 3.3077115913 * m + 0.2309699292 * s),
    gamma(-1.2684380046 * l + 2.6097574011 * m - 0.3413193965 * s),
    gamma(-0.0041960863 * l - 0.7034186147 * m + 1.707614701 * s),
  ];
}

/** A CSS colour (#hex, rgb()/rgba(), oklch()) as RGBA, or null for anything else (a var(), a name). */
export function parseColor(c: string | undefined): RGBA | null {
  const v = c?.trim().toLowerCase() ?? '';
  if (v === 'transparent') return [0, 0, 0, 0];
  const hex = /^#([\da-f]{3,4}|[\da-f]{6}|[\da-f]{8})$/.exec(v)?.[1];
  if (hex) {
    const [r, g, b, a = 255] = (hex.length <= 4 ? [...hex].map((x) => x + x) : (hex.match(/../g) ?? [])).map((x) => parseInt(x, 16));
    return [r, g, b, a / 255];
  }
  const fn = /^(rgba?|oklch)\(([^)]*)\)$/.exec(v);
  if (!fn) return null;
  const [main, alpha] = fn[2].split('/');
  const p = main.split(/[\s,]+/).filter(Boolean);
  if (p.length < 3) return null;
  const a = alpha ? num(alpha.trim()) : p[3] !== undefined ? num(p[3]) : 1;
  if (fn[1] === 'oklch') {
    const rgb = oklch(num(p[0]), num(p[1], 0.4), parseFloat(p[2]) || 0).map((x) => Math.round(Math.min(1, Math.max(0, x)) * 255));
    return [rgb[0], rgb[1], rgb[2], a];
  }
  return [num(p[0], 255), num(p[1], 255), num(p[2], 255), a];
}

/** rgb() when opaque, else rgba(). */
const rgba = ([r, g, b, a]: RGBA) => {
  const rgb = [r, g, b].map(Math.round).join(',');
  return a === 1 ? `rgb(${rgb})` : `rgba(${rgb},${+a.toFixed(2)})`;
};
/** The colour at opacity `alpha`, as rgba(); the colour unchanged when it cannot be parsed. */
const faded = (c: string | undefined, alpha: number) => {
  const p = parseColor(c);
  return p ? rgba([p[0], p[1], p[2], alpha]) : (c ?? '');
};

/** The colour tokens addColorFallback writes as rgb() / rgba(). */
const COLORS = [
  'background',
  'foreground',
  'primary',
  'primary-foreground',
  'secondary',
  'secondary-foreground',
  'muted',
  'muted-foreground',
  'accent',
  'accent-foreground',
  'border',
  'input',
  'ring',
  'destructive',
  'warning',
  'success',
] as const;

/** The theme's colour-mix() mixtures as plain rgba() colours. */
export function generateColorFallback(t: Partial<Theme>): ColorMixFallback {
  return {
    'tab-background': faded(t.accent, 0.8),
    'primary-button-hover': faded(t.primary, 0.9),
    'secondary-button-hover': faded(t.secondary, 0.8),
    'destructive-button-hover': faded(t.destructive, 0.8),
    'divider-color': faded(t.border, 0.5),
    'focus-ring-shadow': `0 0 0 3px ${faded(t.ring, 0.5)}`,
  };
}

/** The theme with its mixtures as rgba() and every colour token it can parse (oklch() too) as rgba(). */
export function addColorFallback(t: Partial<Theme>): Partial<Theme> {
  const out: Partial<Theme> = { ...t, ...generateColorFallback(t) };
  for (const k of COLORS) {
    const p = parseColor(t[k]);
    if (p) out[k] = rgba(p);
  }
  return out;
}
