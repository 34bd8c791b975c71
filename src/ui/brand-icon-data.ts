// Brand marks of the sign-in providers both widgets offer (Google, Microsoft, GitHub, Slack), drawn
// for this project as simple SVG shapes on a 24 x 24 grid in each brand's own colours (the marks as
// their brand guidelines show them: Google's four-colour G, Microsoft's four squares, GitHub's
// Octocat, Slack's four elbows), and the shape helpers the widgets' own marks use
// (src/consumer/brand-icons.ts, src/b2b/brand-icons.ts). Pure data: each widget's marks load on first
// use (BrandIcon keeps the 20px slot until they arrive), so no icon byte is in a main bundle.

/** One shape: [fill, path, stroke colour, stroke width, transform]; fill '' = none. */
export type Shape = [string, string, string?, number?, string?];

/** A circle as a path. */
export const c = (cx: number, cy: number, r: number) => `M${cx - r} ${cy}a${r} ${r} 0 1 0 ${2 * r} 0a${r} ${r} 0 1 0 ${-2 * r} 0z`;
/** A rounded rectangle as a path. */
export const rr = (x: number, y: number, w: number, h: number, r: number) =>
  `M${x + r} ${y}h${w - 2 * r}a${r} ${r} 0 0 1 ${r} ${r}v${h - 2 * r}a${r} ${r} 0 0 1 ${-r} ${r}h${2 * r - w}a${r} ${r} 0 0 1 ${-r} ${-r}v${2 * r - h}a${r} ${r} 0 0 1 ${r} ${-r}z`;

/** Slack's elbow (a long pill and a dot); the mark is four of them, turned a quarter each. */
const slack = (fill: string, turn: number): Shape => [
  fill,
  rr(0.5, 6.5, 11, 5, 2.5) + rr(6.5, 0.5, 5, 5, 2.5),
  '',
  0,
  `rotate(${turn} 12 12)`,
];

export const W = '#fff';

export const SHARED_ICONS: Record<'google' | 'microsoft' | 'github' | 'slack', Shape[]> = {
  google: [
    ['#4285F4', 'M22.6 12.3c0-.8-.1-1.5-.2-2.3H12v4.3h5.9a5 5 0 0 1-2.2 3.3v2.8h3.6c2.1-1.9 3.3-4.7 3.3-8.1z'],
    ['#34A853', 'M12 23c3 0 5.5-1 7.3-2.7l-3.6-2.8c-1 .7-2.2 1.1-3.7 1.1-2.9 0-5.3-1.9-6.2-4.5H2.2v2.8A11 11 0 0 0 12 23z'],
    ['#FBBC05', 'M5.8 14.1a6.6 6.6 0 0 1 0-4.2V7.1H2.2a11 11 0 0 0 0 9.8z'],
    ['#EA4335', 'M12 5.4c1.6 0 3.1.6 4.2 1.6l3.2-3.1A11 11 0 0 0 2.2 7.1l3.6 2.8C6.7 7.3 9.1 5.4 12 5.4z'],
  ],
  microsoft: [
    ['#F25022', 'M1 1h10.5v10.5H1z'],
    ['#7FBA00', 'M12.5 1H23v10.5H12.5z'],
    ['#00A4EF', 'M1 12.5h10.5V23H1z'],
    ['#FFB900', 'M12.5 12.5H23V23H12.5z'],
  ],
  github: [
    [
      '#181717',
      'M12 .3a12 12 0 0 0-3.8 23.4c.6.1.8-.3.8-.6v-2c-3.3.7-4-1.6-4-1.6-.6-1.4-1.4-1.8-1.4-1.8-1-.7.1-.7.1-.7 1.2.1 1.8 1.2 1.8 1.2 1.1 1.8 2.8 1.3 3.5 1 .1-.8.4-1.3.8-1.6-2.7-.3-5.5-1.3-5.5-5.9 0-1.3.5-2.4 1.2-3.2-.1-.3-.5-1.5.1-3.2 0 0 1-.3 3.3 1.2a11.5 11.5 0 0 1 6 0C17.3 4.7 18.3 5 18.3 5c.7 1.7.2 2.9.1 3.2.8.8 1.2 1.9 1.2 3.2 0 4.6-2.8 5.6-5.5 5.9.4.4.8 1.1.8 2.2v3.3c0 .3.2.7.8.6A12 12 0 0 0 12 .3z',
    ],
  ],
  slack: [slack('#36C5F0', 0), slack('#2EB67D', 90), slack('#ECB22E', 180), slack('#E01E5A', 270)],
};
