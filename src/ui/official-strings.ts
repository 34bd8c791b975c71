// The official 6.x widgets' `strings` keys (the message ids of their catalogues) in featherlogin's
// keys, so a host's overrides written for the official widget reach the same places here: a
// heading, a button, an error for the same condition (the words themselves follow the spec). Loaded
// (CDN and single files: featherlogin.strings.js next to the main script; ESM: an import() chunk)
// beside the first screen of a mount whose `strings` name a key its catalogues lack (src/ui/mount.tsx).
import type { TextSection } from './locale';
import type { Catalogue } from './text';
import { b2bIds, consumerIds, renames } from './official-ids';

/** Each widget's ids: the identity provider's pages read both catalogues' (the consumer and B2B ones). */
const IDS: Partial<Record<TextSection, Record<string, string | readonly string[]>>> = {
  consumer: consumerIds,
  b2b: b2bIds,
  idp: { ...consumerIds, ...b2bIds },
};

/**
 * The official message in our form: its tags dropped (`<bold>{email}</bold>`: featherlogin styles its
 * own emphasis), an ICU plural read as its `other` branch with `#` the number (`{n, plural, one {…}
 * other {Must contain # of…}}`), and its placeholders renamed to those of our `key` (`renames`).
 */
const ours = (text: string, key: string) =>
  text
    .replace(/<\/?[\w-]+\s*\/?>/g, '')
    .replace(/\{(\w+),\s*plural,((?:[^{}]|\{[^{}]*\})*)\}/g, (m, v, forms) =>
      (/other\s*\{([^{}]*)\}/.exec(forms)?.[1] ?? m).replace(/#/g, `{${v}}`),
    )
    .replace(/\{(\w+)\}/g, (m, v) => (renames[key]?.[v] ? `{${renames[key][v]}}` : m));

/**
 * The host's strings in the section's keys: each official id becomes the key (or keys) it maps to;
 * every other key stays, and wins over a mapped one (the host named our key itself).
 */
export function fromOfficial(strings: Catalogue, section: TextSection): Catalogue {
  const ids = IDS[section] ?? {};
  const mapped: Catalogue = {};
  for (const [id, text] of Object.entries(strings))
    if (text !== undefined) for (const key of [ids[id] ?? []].flat()) mapped[key] = ours(text, key);
  const own = Object.fromEntries(Object.entries(strings).filter(([k]) => !ids[k]));
  return { ...mapped, ...own };
}
