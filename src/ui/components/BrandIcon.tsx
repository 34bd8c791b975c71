import { useEffect, useState } from 'react';
import { loadChunk } from '../../core/chunk';
import type { Shape } from '../brand-icon-data';

type IconModule = typeof import('../brand-icon-data');

/** The marks, once their file is in (featherlogin.icons.js next to the main script in CDN builds, an import() chunk in ESM). */
let marks: Record<string, Shape[]> | undefined;
let pending: Promise<unknown> | undefined;
export const loadIcons = () =>
  (pending ||= (__CDN__ ? loadChunk<IconModule>('featherlogin.icons.js', '_icons') : import('../brand-icon-data')).then(
    (m) => (marks = m.ICONS),
    () => (pending = undefined), // decoration: the slot stays empty, a later button tries again
  ));

/**
 * A provider's or wallet's brand mark (20px, decorative: the button carries the name). The slot is
 * drawn at once and filled when the marks' file arrives, so no button waits for an icon.
 */
export function BrandIcon({ name }: { name: string }) {
  const [, loaded] = useState(0);
  useEffect(() => {
    if (!marks) loadIcons().then(() => loaded(1));
  }, []);
  return (
    <svg width="20" height="20" viewBox="0 0 24 24" aria-hidden="true" focusable="false" data-icon={name}>
      {marks?.[name]?.map(([fill, d, stroke, width, transform], i) => (
        <path key={i} d={d} fill={fill || 'none'} stroke={stroke || undefined} stroke-width={width || undefined} stroke-linecap={stroke ? 'round' : undefined} transform={transform} />
      ))}
    </svg>
  );
}
