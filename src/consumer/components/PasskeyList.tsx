import { useEffect, useRef, useState } from 'react';
import { useFieldId } from '../../ui/ids';
import { Button } from '../../ui/components/Button';
import { TextInput } from '../../ui/components/TextInput';
import { css } from '../../ui/sheet';
import { cx } from '../../ui/styles';
import { helper } from '../../ui/styles-text';
import { useText } from '../../ui/text';
import type { User } from '../../wire/types';
import { Icon } from '../../ui/components/Icon';

export type Passkey = User['webauthn_registrations'][number];
/** The one passkey being renamed or deleted, if any: every other action is disabled meanwhile. */
export type PasskeyEdit = { id: string; mode: 'rename' | 'delete' } | null;

const itemCss = css`display:flex;gap:8px;align-items:center;& > span{flex:1;overflow-wrap:anywhere;}`;
const iconCss = css`width:auto;padding:4px 8px;text-decoration:none;`;
const listCss = css`list-style:none;margin:0;padding:0;display:flex;flex-direction:column;gap:8px;`;

function RenameForm({ passkey, onSave, onCancel }: { passkey: Passkey; onSave: (name: string) => void; onCancel: () => void }) {
  const t = useText();
  const [name, setName] = useState(passkey.name);
  const form = useRef<HTMLFormElement>(null);
  useEffect(() => form.current?.querySelector('input')?.focus(), []);
  return (
    <form
      ref={form}
      class={cx.col}
      onSubmit={(e) => {
        e.preventDefault();
        if (name.trim()) onSave(name.trim());
      }}
      onKeyDown={(e) => e.key === 'Escape' && onCancel()}
    >
      <TextInput label={t('passkey.list.name')} hideLabel value={name} onInput={setName} required />
      <div class={cx.row}>
        <Button type="submit" disabled={!name.trim()}>
          {t('passkey.list.save')}
        </Button>
        <Button variant="secondary" onClick={onCancel}>
          {t('passkey.list.cancel')}
        </Button>
      </div>
    </form>
  );
}

/** 'Existing Passkeys': each with rename (inline) and delete (confirmed by the screen's buttons). */
export function PasskeyList(p: {
  list: Passkey[];
  edit: PasskeyEdit;
  setEdit: (e: PasskeyEdit) => void;
  onRename: (id: string, name: string) => void;
}) {
  const t = useText();
  const root = useRef<HTMLElement>(null);
  const last = useRef<{ id: string; at: number; mode?: 'rename' | 'delete' }>({ id: '', at: 0 });
  // Unique per widget: two passkey widgets on a page must not share the list's label.
  const titleId = useFieldId();
  // Keyboard users land back on the action that opened the edit (Rename, or Delete after a
  // cancelled delete) when it ends; after a deletion on the first action of the passkey now in its
  // place (or the last one), and on the list's heading when none is left.
  useEffect(() => {
    const e = p.edit;
    if (e) last.current = { id: e.id, at: p.list.findIndex((k) => k.webauthn_registration_id === e.id), mode: e.mode };
    else if (last.current.id) {
      const items = [...(root.current?.querySelectorAll<HTMLElement>('[data-passkey]') ?? [])];
      // (found by comparing, not by a selector: the id is the server's and may hold any character)
      const kept = items.find((x) => x.dataset.passkey === last.current.id);
      const li = kept ?? items[Math.min(last.current.at, items.length - 1)];
      (li?.querySelectorAll('button')[kept && last.current.mode === 'delete' ? 1 : 0] ?? root.current?.querySelector('h3'))?.focus();
      last.current.id = '';
    }
  }, [p.edit]);
  return (
    <section ref={root} class={cx.col} aria-labelledby={titleId}>
      <h3 id={titleId} class={cx.label} tabIndex={-1}>
        {t('passkey.list.title')}
      </h3>
      {p.list.length ? (
        <ul class={listCss}>
          {p.list.map((k) => {
            const id = k.webauthn_registration_id;
            const name = k.name || id;
            return (
              <li key={id} class={itemCss} data-passkey={id}>
                {p.edit?.id === id && p.edit.mode === 'rename' ? (
                  <RenameForm passkey={{ ...k, name }} onSave={(n) => p.onRename(id, n)} onCancel={() => p.setEdit(null)} />
                ) : (
                  <>
                    <span aria-current={p.edit?.id === id || undefined}>{name}</span>
                    <button
                      type="button"
                      class={`${cx.link} ${iconCss}`}
                      aria-label={t('passkey.list.rename', { name })}
                      disabled={!!p.edit}
                      onClick={() => p.setEdit({ id, mode: 'rename' })}
                    >
                      ✎
                    </button>
                    <button
                      type="button"
                      class={`${cx.link} ${iconCss}`}
                      aria-label={t('passkey.list.delete', { name })}
                      disabled={!!p.edit}
                      onClick={() => p.setEdit({ id, mode: 'delete' })}
                    >
                      <Icon name="trash" />
                    </button>
                  </>
                )}
              </li>
            );
          })}
        </ul>
      ) : (
        <p class={helper}>{t('passkey.list.empty')}</p>
      )}
    </section>
  );
}
