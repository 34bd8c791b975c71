import { safeImageURL } from '../../core/url';
import { useTheme } from '../mount';
import { cx } from '../styles';
import { useText } from '../text';

/**
 * The theme's logo (max 50px high, 100px wide), or an explicit URL; nothing without one or with an unsafe one.
 * Its alt: the one given (the theme's for its logo: the presentation's, '' for a decorative one), else the catalogue's word.
 */
export function Logo({ src, alt }: { src?: string; alt?: string }) {
  const theme = useTheme();
  const url = safeImageURL(src || theme.logo.logoImageUrl);
  const t = useText();
  return url ? <img class={cx.logo} src={url} alt={(src ? alt : theme.logo.alt) ?? t('ui.logo')} /> : null;
}
