import { useEffect, useState } from 'react';
import type { Shape } from '../brand-icon-data';

/** A widget's marks module: its brand marks by provider or wallet name (src/consumer/brand-icons.ts, src/b2b/brand-icons.ts). */
export type Marks<N extends string> = { ICONS: Record<N, Shape[]> };

/** A mark's black ink (Apple, GitHub, TikTok, Amazon): drawn in the buttons' text colour (styles.ts root). */
const INK = /#(000|000000|181717|232F3E)\b/i;

/**
 * A widget's BrandIcon over its own marks module (each widget's src/<widget>/components/BrandIcon.tsx
 * says where the module comes from). The icon is a provider's or wallet's brand mark (20px,
 * decorative: the button's `label`, drawn after it, carries the name). The mark is in the label's
 * text flow (its span; styles.ts button): a label that wraps (a long wallet name, a narrow widget)
 * keeps the mark beside its first line and the lines centred, where a flex item beside a wrapped
 * label stayed at the button's edge. The slot is drawn at once and filled when the marks
 * arrive, so no button waits for an icon; marks that cannot load leave it empty (a later button tries
 * again).
 */
export function brandIcon<N extends string>(load: () => Promise<Marks<N>>) {
  let marks: Promise<Marks<N>> | undefined;
  return function BrandIcon({ name, label }: { name: N; label: string }) {
    const [shapes, set] = useState<Shape[]>();
    useEffect(() => {
      (marks ||= load()).then(
        (m) => set(m.ICONS[name]),
        () => (marks = undefined),
      );
    }, [name]);
    return (
      <span>
        <svg width="20" height="20" viewBox="0 0 24 24" aria-hidden="true" data-icon={name}>
          {shapes?.map(([fill, d, stroke, width, transform], i) => (
            <path
              key={i}
              d={d}
              fill={fill || 'none'}
              stroke={stroke}
              stroke-width={width}
              transform={transform}
              data-ink={INK.test(fill) ? 'f' : INK.test(`${stroke}`) ? 's' : undefined}
            />
          ))}
        </svg>
        {label}
      </span>
    );
  };
}
