import { Button } from '../../ui/components/Button';
import { providerName } from '../../ui/provider-name';
import { helper } from '../../ui/styles-text';
import { useText } from '../../ui/text';
import type { OAuthProvider } from '../../wire/routes';
import type { User } from '../../wire/types';
import { ConfirmRemoval, listCss, RemoveButton, Section, useProfile } from '../kit';
import type { Factor } from '../rules';

export interface AccountsProps {
  user: User;
  /** Providers the host offers to link (its oauth product's): a start through the attach flow. */
  linkable: OAuthProvider[];
  link: (provider: OAuthProvider) => Promise<unknown>;
  remove: (kind: 'oauth' | 'wallet', id: string) => Promise<unknown>;
  removable: (kind: Factor['kind'], id: string) => boolean;
}

/** Connected accounts: OAuth providers (unlink confirmed; link another through the attach flow) and crypto wallets. */
export function AccountsSection(o: AccountsProps) {
  const t = useText();
  const p = useProfile();
  const rows = [
    ...o.user.providers.map((x) => ({ kind: 'oauth' as const, id: x.oauth_user_registration_id, name: providerName(x.provider_type) })),
    ...o.user.crypto_wallets.map((x) => ({ kind: 'wallet' as const, id: x.crypto_wallet_id, name: x.crypto_wallet_address })),
  ];
  const linked = new Set(o.user.providers.map((x) => x.provider_type.toLowerCase()));
  return (
    <Section id="accounts" title="profile.accounts.title">
      {!rows.length && <p class={helper}>{t('profile.none')}</p>}
      <ul class={listCss}>
        {rows.map((r) => (
          <li key={r.id}>
            <span>{r.name}</span>
            <RemoveButton section="accounts" id={`${r.kind}:${r.id}`} name={r.name} removable={o.removable(r.kind, r.id)} />
          </li>
        ))}
      </ul>
      <ConfirmRemoval
        section="accounts"
        remove={(key) => {
          const [kind, id] = key.split(/:(.*)/) as ['oauth' | 'wallet', string];
          return o.remove(kind, id);
        }}
      />
      {o.linkable
        .filter((x) => !linked.has(x))
        .map((x) => (
          <Button key={x} variant="secondary" disabled={p.busy} onClick={() => void p.run('accounts', () => o.link(x))}>
            {t('profile.accounts.link', { provider: providerName(x) })}
          </Button>
        ))}
    </Section>
  );
}
