// The members list: a search by email, a page of members (each opens its details), the pages'
// Previous / Next, and Invite when the member may invite.
import { useEffect, useState } from 'react';
import { Button } from '../../ui/components/Button';
import { ErrorText } from '../../ui/components/ErrorText';
import { Heading } from '../../ui/components/Heading';
import { Spinner } from '../../ui/components/Spinner';
import { TextInput } from '../../ui/components/TextInput';
import { failureText } from '../../ui/failure-text';
import { cx } from '../../ui/styles';
import { useText } from '../../ui/text';
import type { Member } from '../../wire/types';
import type { Access } from '../access';
import type { AdminPortalOptions } from '../config';
import { ax } from '../ui';
import { type Event, mayInvite, searchBody, type State } from './machine';

interface Page {
  members: Member[];
  total: number;
  next: string | null;
}

export function MemberList(p: { options: AdminPortalOptions; access: Access; state: State; send: (e: Event) => void }) {
  const t = useText();
  const [query, setQuery] = useState(p.state.query);
  const [page, setPage] = useState<Page | null>(null);
  const [error, setError] = useState<string>();
  // Search pressed again with the same words asks again (after a failure, the only way to retry).
  const [tries, setTries] = useState(0);
  const body = searchBody(p.state);
  const key = JSON.stringify(body);
  useEffect(() => {
    let live = true;
    setPage(null);
    setError(undefined);
    p.options.client.organization.members.search(body).then(
      (r) =>
        live &&
        setPage({
          members: r.members,
          total: r.results_metadata.total,
          next: r.results_metadata.next_cursor || null,
        }),
      (e) => live && (setError(failureText(e, t)), setPage({ members: [], total: 0, next: null })),
    );
    return () => void (live = false);
  }, [key, tries]);
  return (
    <div class={cx.col}>
      <Heading>{t('admin.members.title')}</Heading>
      <form
        class={cx.col}
        role="search"
        onSubmit={(e) => {
          e.preventDefault();
          p.send({ type: 'search', query });
          setTries((n) => n + 1);
        }}
      >
        <TextInput label={t('admin.members.search')} value={query} onInput={setQuery} />
        <Button variant="secondary" type="submit">
          {t('admin.members.searchButton')}
        </Button>
      </form>
      {mayInvite(p.access.can, p.access.org) && <Button onClick={() => p.send({ type: 'invite' })}>{t('admin.members.invite')}</Button>}
      <ErrorText message={error} />
      {!page ? (
        <Spinner />
      ) : (
        <>
          <p class={cx.text} role="status">
            {/* A failed page says nothing of the members (its error is above). */}
            {error ? '' : page.members.length ? t('admin.members.count', { count: page.total }) : t('admin.members.none')}
          </p>
          <ul class={ax.list}>
            {page.members.map((m) => (
              <li key={m.member_id} class={ax.item}>
                <span>
                  {m.name ? `${m.name} · ` : ''}
                  {m.email_address}
                </span>
                <span>
                  <span class={ax.note}>{t(`admin.members.status.${m.status}`)}</span>
                  <Button
                    variant="link"
                    aria-label={t('admin.members.open', { email: m.email_address })}
                    onClick={() => p.send({ type: 'open', member: m })}
                  >
                    {t('admin.members.details')}
                  </Button>
                </span>
              </li>
            ))}
          </ul>
          <div class={ax.actions}>
            {p.state.cursors.length > 1 && (
              <Button variant="secondary" onClick={() => p.send({ type: 'prev' })}>
                {t('admin.members.prev')}
              </Button>
            )}
            {page.next && (
              <Button variant="secondary" onClick={() => p.send({ type: 'next', cursor: page.next! })}>
                {t('admin.members.next')}
              </Button>
            )}
          </div>
        </>
      )}
    </div>
  );
}
