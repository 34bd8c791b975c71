// The B2B widget's brand marks: its five OAuth providers, four of them shared with the consumer widget
// (src/ui/brand-icon-data.ts), plus HubSpot. Loaded on the first such button
// (src/b2b/components/BrandIcon.tsx): featherlogin.b2b.icons.js next to the CDN script (about a third of
// the consumer widget's marks), an import() chunk in ESM builds, in the file itself in the single file.
import { c, SHARED_ICONS, type Shape } from '../ui/brand-icon-data';
import type { B2BOAuthProvider } from '../wire/routes';

export const ICONS: Record<B2BOAuthProvider, Shape[]> = {
  ...SHARED_ICONS,
  hubspot: [
    ['', c(15.5, 14.5, 3.6) + 'M15.5 10.9V6.2M12.6 12.3 6.4 7.6M12.9 17.1l-2.7 2.7', '#FF7A59', 2.2],
    ['#FF7A59', c(15.5, 5.2, 1.9) + c(5.2, 6.7, 2) + c(9.4, 20.5, 1.5)],
  ],
};
