// Server text is rendered as text only. The one exception: links to the provider's own site
// (https://stytch.com and its subdomains by default) inside error text become anchors.
import type { ComponentChildren } from 'preact';
import { safeURL } from '../core/url';

const PROVIDER_HOSTS = ['stytch.com'];

const URL_RE = /https:\/\/[^\s<>"')]+[^\s<>"').,;:!?]/g;

const allowed = (url: string) => {
  const safe = safeURL(url);
  if (!safe) return false;
  const u = new URL(safe);
  return (
    u.protocol === 'https:' && !u.username && !u.password && PROVIDER_HOSTS.some((a) => u.hostname === a || u.hostname.endsWith(`.${a}`))
  );
};

/** Splits text into strings and anchors (only for URLs on the provider's hosts). */
export function linkify(text: string): ComponentChildren[] {
  const out: ComponentChildren[] = [];
  let last = 0;
  for (const m of text.matchAll(URL_RE)) {
    if (!allowed(m[0])) continue;
    out.push(
      text.slice(last, m.index),
      <a href={m[0]} target="_blank" rel="noopener noreferrer">
        {m[0]}
      </a>,
    );
    last = m.index! + m[0].length;
  }
  out.push(text.slice(last));
  return out;
}

export const ServerText = ({ text }: { text: string }) => <>{linkify(text)}</>;
