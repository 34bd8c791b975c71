// featherlogin/compat (and featherlogin/react/compat): the official 6.x compat entry, moving a 5.x
// `styles` object to the 6.x `presentation` option and giving colour fallbacks.
export { addColorFallback, generateColorFallback, styleToTheme } from '../ui/style-to-theme';
