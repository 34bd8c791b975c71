// The list screen: the organization's SAML and OIDC connections (default and status marked), each
// opening its details, and New connection when the member may create one.
import { Button } from '../../ui/components/Button';
import { Heading } from '../../ui/components/Heading';
import { cx } from '../../ui/styles';
import { ak, useSectionText } from './kit';
import type { SSOState } from './machine';
import { ssoText } from './text';

export function ConnectionList({ s, open, create }: { s: SSOState; open: (id: string) => void; create: () => void }) {
  const t = useSectionText(ssoText);
  return (
    <>
      <Heading>{t('adminSso.title')}</Heading>
      {s.conns?.length ? (
        <ul class={ak.list}>
          {s.conns.map((c) => (
            <li class={ak.item} key={c.connection_id}>
              <Button
                variant="link"
                onClick={() => open(c.connection_id)}
                aria-label={t('adminSso.open', { name: c.display_name || c.connection_id })}
              >
                {c.display_name || c.connection_id}
              </Button>
              <span class={cx.row}>
                <span class={ak.badge}>{c.kind.toUpperCase()}</span>
                {s.defaultId === c.connection_id && <span class={ak.badge}>{t('adminSso.default')}</span>}
                <span class={ak.badge}>{t(c.status === 'active' ? 'adminSso.status.active' : 'adminSso.status.pending')}</span>
              </span>
            </li>
          ))}
        </ul>
      ) : (
        <p class={ak.notice}>{t('adminSso.empty')}</p>
      )}
      {s.access?.create && <Button onClick={create}>{t('adminSso.new')}</Button>}
    </>
  );
}
