import { useEffect, useState } from 'react';
import { loadChunk } from '../../core/chunk';
import type { Shape } from '../brand-icon-data';

type IconModule = typeof import('../brand-icon-data');

/** The marks' file: featherlogin.icons.js next to the script in CDN and single-file builds, an import() chunk in ESM. */
let load: Promise<IconModule> | undefined;

/**
 * A provider's or wallet's brand mark (20px, decorative: the button carries the name). The slot is
 * drawn at once and filled when the marks' file arrives, so no button waits for an icon; a file that
 * cannot load leaves it empty (a later button tries again).
 */
/** A mark's black ink (Apple, GitHub, TikTok, Amazon): drawn in the text colour in dark themes, as the brands' white-on-dark versions are (theme.ts). */
const INK = /#(000|000000|181717|232F3E)\b/i;

export function BrandIcon({ name }: { name: string }) {
  const [shapes, set] = useState<Shape[]>();
  useEffect(() => {
    (load ||= __SCRIPT__ ? loadChunk<IconModule>('featherlogin.icons.js', '_icons') : import('../brand-icon-data')).then(
      (m) => set(m.ICONS[name]),
      () => (load = undefined),
    );
  }, [name]);
  return (
    <svg width="20" height="20" viewBox="0 0 24 24" aria-hidden="true" data-icon={name}>
      {shapes?.map(([fill, d, stroke, width, transform], i) => (
        <path
          key={i}
          d={d}
          fill={fill || 'none'}
          stroke={stroke}
          stroke-width={width}
          transform={transform}
          data-ink={INK.test(`${fill} ${stroke}`) ? '' : undefined}
        />
      ))}
    </svg>
  );
}
