// The 6.x themes as public values (featherlogin's main and B2B entries, `featherlogin/elements`):
// the official defaultTheme, defaultDarkTheme and shadcnTheme token for token (test/compat
// values.test.ts compares them with the official package), for `presentation.theme`. A widget
// mounted without a presentation keeps the spec's look (src/ui/theme.ts); these values are only
// what a page passes.
import type { IconRegistry, Theme } from './presentation';

// Written out in full (no spread), so a page that imports none of them bundles none.
export const defaultTheme: Theme = {
  'font-family': 'system-ui, sans-serif',
  'font-family-mono': "ui-monospace, 'Cascadia Code', 'Source Code Pro', Menlo, Consolas, 'DejaVu Sans Mono', monospace",
  spacing: '4px',
  'rounded-base': '4px',
  'text-base': '1rem',
  'container-width': '400px',
  'mobile-breakpoint': '768px',
  'transition-duration': '0.15s',
  'destructive-foreground': '#fff',
  'color-scheme': 'light',
  background: 'oklch(1 0 0)',
  foreground: 'oklch(0.14 0 0)',
  primary: 'oklch(0.2 0 0)',
  'primary-foreground': 'oklch(0.99 0 0)',
  secondary: 'oklch(0.97 0 0)',
  'secondary-foreground': 'oklch(0.2 0 0)',
  muted: 'oklch(0.97 0 0)',
  'muted-foreground': 'oklch(0.52 0 0)',
  accent: 'oklch(0.97 0 0)',
  'accent-foreground': 'oklch(0.2 0 0)',
  border: 'oklch(0.92 0 0)',
  input: 'oklch(0.92 0 0)',
  ring: 'oklch(0.72 0 0)',
  destructive: 'oklch(0.577 0.245 27.325)',
  warning: 'oklch(0.67 0.16 58)',
  success: 'oklch(0.6 0.13 163)',
};

export const defaultDarkTheme: Theme = {
  'font-family': 'system-ui, sans-serif',
  'font-family-mono': "ui-monospace, 'Cascadia Code', 'Source Code Pro', Menlo, Consolas, 'DejaVu Sans Mono', monospace",
  spacing: '4px',
  'rounded-base': '4px',
  'text-base': '1rem',
  'container-width': '400px',
  'mobile-breakpoint': '768px',
  'transition-duration': '0.15s',
  'destructive-foreground': '#fff',
  'color-scheme': 'dark',
  background: 'oklch(0.145 0 0)',
  foreground: 'oklch(0.985 0 0)',
  primary: 'oklch(0.922 0 0)',
  'primary-foreground': 'oklch(0.205 0 0)',
  secondary: 'oklch(0.269 0 0)',
  'secondary-foreground': 'oklch(0.985 0 0)',
  muted: 'oklch(0.269 0 0)',
  'muted-foreground': 'oklch(0.708 0 0)',
  accent: 'oklch(0.269 0 0)',
  'accent-foreground': 'oklch(0.985 0 0)',
  border: 'oklch(1 0 0 / 10%)',
  input: 'oklch(1 0 0 / 15%)',
  ring: 'oklch(0.556 0 0)',
  destructive: 'oklch(0.704 0.191 22.216)',
  warning: 'oklch(0.754 0.16 58)',
  success: 'oklch(0.704 0.13 163)',
};

/** The theme of a page styled with shadcn/ui: its CSS variables (with `featherlogin/theme/shadcn.css`). */
export const shadcnTheme: Theme = {
  'color-scheme': 'shadcn',
  'font-family': 'var(--font-sans, system-ui, sans-serif)',
  'font-family-mono': "var(--font-mono, ui-monospace, 'Cascadia Code', 'Source Code Pro', Menlo, Consolas, 'DejaVu Sans Mono', monospace)",
  'text-base': 'var(--text-base)',
  'transition-duration': '0.15s',
  spacing: 'var(--spacing)',
  'mobile-breakpoint': 'var(--breakpoint-sm)',
  'rounded-base': 'calc(var(--radius) / 2.5)',
  'container-width': '400px',
  'container-radius': 'var(--radius-xl)',
  shadow: 'var(--shadow)',
  background: 'var(--background)',
  foreground: 'var(--foreground)',
  primary: 'var(--primary)',
  'primary-foreground': 'var(--primary-foreground)',
  secondary: 'var(--secondary)',
  'secondary-foreground': 'var(--secondary-foreground)',
  muted: 'var(--muted)',
  'muted-foreground': 'var(--muted-foreground)',
  accent: 'var(--accent)',
  'accent-foreground': 'var(--accent-foreground)',
  border: 'var(--border)',
  input: 'var(--input)',
  ring: 'var(--ring)',
  destructive: 'var(--destructive)',
  'destructive-foreground': '#fff',
  success: 'oklch(0.6 0.13 163)',
  warning: 'oklch(0.67 0.16 58)',
};

/** The marks of the 6.x icon registries (its OAuth providers, wallets and mail apps). */
export type IconName =
  | 'amazon'
  | 'apple'
  | 'bitbucket'
  | 'coinbase'
  | 'discord'
  | 'facebook'
  | 'figma'
  | 'github'
  | 'gitlab'
  | 'google'
  | 'linkedin'
  | 'microsoft'
  | 'salesforce'
  | 'slack'
  | 'snapchat'
  | 'tiktok'
  | 'twitch'
  | 'xTwitter'
  | 'yahoo'
  | 'phantom'
  | 'metamask'
  | 'binance'
  | 'gmail'
  | 'outlook';

/**
 * The 6.x icon registries, for `presentation.options.icons` (or `presentation.icons`): in 6.x each
 * value is a component drawing that mark in one colour; featherlogin draws its own marks, so here
 * each value is the colour (any CSS colour string) it draws that mark in. `iconsWhite` for dark
 * buttons, `iconsBlack` for light ones; `{ ...iconsWhite, google: '#4285F4' }` mixes them.
 */
export const iconsWhite: IconRegistry<IconName> = {
  amazon: '#fff',
  apple: '#fff',
  bitbucket: '#fff',
  coinbase: '#fff',
  discord: '#fff',
  facebook: '#fff',
  figma: '#fff',
  github: '#fff',
  gitlab: '#fff',
  google: '#fff',
  linkedin: '#fff',
  microsoft: '#fff',
  salesforce: '#fff',
  slack: '#fff',
  snapchat: '#fff',
  tiktok: '#fff',
  twitch: '#fff',
  xTwitter: '#fff',
  yahoo: '#fff',
  phantom: '#fff',
  metamask: '#fff',
  binance: '#fff',
  gmail: '#fff',
  outlook: '#fff',
};

/** Every mark in black (see iconsWhite). */
export const iconsBlack: IconRegistry<IconName> = {
  amazon: '#000',
  apple: '#000',
  bitbucket: '#000',
  coinbase: '#000',
  discord: '#000',
  facebook: '#000',
  figma: '#000',
  github: '#000',
  gitlab: '#000',
  google: '#000',
  linkedin: '#000',
  microsoft: '#000',
  salesforce: '#000',
  slack: '#000',
  snapchat: '#000',
  tiktok: '#000',
  twitch: '#000',
  xTwitter: '#000',
  yahoo: '#000',
  phantom: '#000',
  metamask: '#000',
  binance: '#000',
  gmail: '#000',
  outlook: '#000',
};
