/** A small brand mark for provider and wallet buttons: a coloured disc with the initial (no images). */
export function BrandIcon({ color, name }: { color: string; name: string }) {
  return (
    <svg width="20" height="20" viewBox="0 0 20 20" aria-hidden="true" focusable="false">
      <circle cx="10" cy="10" r="10" fill={color} />
      <text x="10" y="14.5" text-anchor="middle" font-size="12" font-weight="700" font-family="Arial,sans-serif" fill="#fff">
        {name[0]}
      </text>
    </svg>
  );
}
