// Shared class names (css.ts) of what the first screens draw, in every main bundle. Every value comes
// from the theme's custom properties (theme.ts). Classes only lazily loaded screens use live with them
// (styles-text.ts, or the component's own module), since a chunk's import from a main-bundle module
// keeps that class in the main bundle.
import { css, keyframes } from './sheet';

const spin = keyframes`to{transform:rotate(360deg);}`;

const control = `box-sizing:border-box;font:inherit;font-size:16px;`;

// Korean breaks between words (keep-all), not inside them. A label too long for one line makes its
// button taller, never clips it; a word longer than its line (a long email address) breaks rather
// than runs past the widget's edge. Brand marks' black ink (BrandIcon's data-ink: f a fill, s a stroke)
// takes the secondary buttons' text colour, readable on their background: black on the default white
// buttons, white on dark ones (a dark theme, or the host's), as the brands' white-on-dark marks are; an
// icon registry's colours (presentation.ts iconRules, more specific) win.
export const cx = {
  root: css`font-family:var(--fl-font);color:var(--fl-primary);font-size:16px;overflow-wrap:break-word;box-sizing:border-box;position:relative;width:var(--fl-c-width);max-width:100%;background:var(--fl-c-bg);border:1px solid var(--fl-c-border);border-radius:var(--fl-c-radius);padding:40px clamp(16px,20% - 48px,32px);display:flex;flex-direction:column;gap:24px;& a{color:var(--fl-primary);}& :focus-visible{outline:2px solid var(--fl-primary); outline-offset:2px;}&:not([data-kbd]){& h2:focus-visible{outline:none;}}& input[type=email],& input[type=tel]{direction:ltr;}&:dir(rtl){& input[type=email],& input[type=tel]{text-align:right;}}&:has([data-onetap=alone]){border:0;padding:0;background:none;}&:lang(ko){word-break:keep-all;}& [data-ink=f]{fill:var(--fl-sb-text);}& [data-ink=s]{stroke:var(--fl-sb-text);}`,
  col: css`display:flex;flex-direction:column;gap:12px;`,
  row: css`display:flex;gap:8px;align-items:center;`,
  heading: css`font-size:24px;font-weight:600;margin:0;outline:none;`,
  text: css`font-size:16px;margin:0;`,
  label: css`font-size:14px;font-weight:600;display:block;margin-bottom:4px;`,
  button: css`${control}min-height:45px;text-align:center;width:100%;cursor:pointer;border:1px solid var(--fl-pb-border);border-radius:var(--fl-pb-radius);background:var(--fl-pb-bg);color:var(--fl-pb-text);font-weight:600;display:flex;align-items:center;justify-content:center;gap:8px;& > span > svg{vertical-align:middle;margin-inline-end:8px;}`,
  secondary: css`border-color:var(--fl-sb-border);border-radius:var(--fl-sb-radius);background:var(--fl-sb-bg);color:var(--fl-sb-text);`,
  disabled: css`&:disabled{cursor:default;border-color:var(--fl-db-border);border-radius:var(--fl-db-radius);background:var(--fl-db-bg);color:var(--fl-db-text);}`,
  link: css`${control}background:none;border:0;padding:0;color:var(--fl-primary);text-decoration:underline;cursor:pointer;font-weight:600;&:disabled{color:var(--fl-db-text); cursor:default;}`,
  input: css`${control}height:47px;width:100%;padding:0 12px;background:var(--fl-i-bg);color:var(--fl-i-text);border:1px solid var(--fl-i-border);border-radius:var(--fl-i-radius);&::placeholder{color:var(--fl-i-ph);}&[aria-invalid='true']{border-color:var(--fl-error);}`,
  error: css`font-size:14px;margin:0;color:var(--fl-error);`,
  divider: css`display:flex;align-items:center;gap:8px;color:var(--fl-secondary);font-size:14px;&::before,&::after{content:'';flex:1;border-top:1px solid var(--fl-c-border);}`,
  spinner: css`width:24px;height:24px;border-radius:50%;border:3px solid var(--fl-c-border);border-top-color:var(--fl-primary);animation:${spin} 1.4s linear infinite;`,
  logo: css`max-height:50px;max-width:100px;align-self:center;`,
  watermark: css`font-size:12px;text-align:center;color:var(--fl-secondary);`,
  // Toasts sit inside the widget's box (its root is position:relative), never over the host page; each
  // toast's own classes are in toast-show.tsx.
  toasts: css`position:absolute;top:8px;left:8px;right:8px;z-index:1;pointer-events:none;& > div{display:grid;justify-items:center;gap:8px;}& > div:first-child:not(:empty){margin-bottom:8px;}& [data-type]{pointer-events:auto;}`,
  vh: css`position:absolute;width:1px;height:1px;overflow:hidden;clip:rect(0 0 0 0);white-space:nowrap;`,
};

/** Joins class names, skipping falsy ones. */
export const cn = (...c: unknown[]) => c.filter(Boolean).join(' ');
