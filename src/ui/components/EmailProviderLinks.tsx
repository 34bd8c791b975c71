import { css } from '../sheet';
import { addText, useText } from '../text';
import { linksText } from '../text-components';

addText(linksText); // this component's strings (src/ui/text-components.ts)

/** [text key, inbox URL, search URL prefix] */
const PROVIDERS: [string, string, string][] = [
  ['ui.links.gmail', 'https://mail.google.com/mail/u/0/', 'https://mail.google.com/mail/u/0/#search/from%3A'],
  ['ui.links.yahoo', 'https://mail.yahoo.com/', 'https://mail.yahoo.com/d/search/keyword=from%3A'],
  ['ui.links.outlook', 'https://outlook.live.com/mail/0/', 'https://outlook.live.com/mail/0/inbox?search='],
];

/** The sender domain to search for: the domain hint, else the single known email domain. */
export const senderDomain = (domainHint?: string, emailDomains: string[] = []) =>
  domainHint || (emailDomains.length === 1 ? emailDomains[0] : '');

// Each link stays on one line ('Open Gmail' broke after 'Open' at 320px); a row too narrow for all three wraps between them.
const row = css`display:flex;flex-wrap:wrap;gap:8px;white-space:nowrap;`;

/** Open-your-inbox links (Gmail, Yahoo, Outlook), searching for the sender domain when known. */
export function EmailProviderLinks({ domain }: { domain?: string }) {
  const t = useText();
  return (
    <div class={row}>
      {PROVIDERS.map(([key, inbox, search]) => (
        <a key={key} href={domain ? search + encodeURIComponent(domain) : inbox} target="_blank" rel="noopener noreferrer">
          {t(key)}
        </a>
      ))}
    </div>
  );
}
