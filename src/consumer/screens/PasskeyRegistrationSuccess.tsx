import { useEffect, useRef, useState } from 'react';
import { useConfirmFocus } from '../../ui/confirm';
import { useFieldId } from '../../ui/ids';
import { Button } from '../../ui/components/Button';
import { Heading } from '../../ui/components/Heading';
import { emit } from '../../ui/events';
import { StytchEventType as E } from '../../core/enums';
import { cx } from '../../ui/styles';
import { helper } from '../../ui/styles-text';
import { useText } from '../../ui/text';
import { PasskeyList, type Passkey, type PasskeyEdit } from '../components/PasskeyList';
import { useWidget } from '../context';
import { go } from '../flows';

/**
 * 'Passkey successfully created!' with the 'Existing Passkeys' list. One passkey is renamed or
 * deleted at a time; changes show at once and failures are only logged. While renaming, 'Set up
 * another Passkey' and 'Done' are disabled; during a delete confirmation they become 'Delete' and
 * 'Cancel' under the notice that a deleted passkey cannot be restored (DeleteQuestion).
 */
export function PasskeyRegistrationSuccess() {
  const w = useWidget();
  const t = useText();
  const [list, setList] = useState<Passkey[]>(() => w.client.user.getSync()?.webauthn_registrations || []);
  const [edit, setEdit] = useState<PasskeyEdit>(null);
  // The user's edits so far, as changes to a list: the fresh list, when it comes, gets them too (an
  // edit made before it arrives is not undone by it).
  const edits = useRef<((l: Passkey[]) => Passkey[])[]>([]);
  const change = (f: (l: Passkey[]) => Passkey[]) => {
    edits.current.push(f);
    setList(f);
    setEdit(null);
  };
  useEffect(() => {
    let live = true;
    w.client.user.get().then((u) => live && setList(edits.current.reduce((l, f) => f(l), u.webauthn_registrations || [])), console.error);
    return () => void (live = false);
  }, []);
  const rename = (id: string, name: string) => {
    change((l) => l.map((k) => (k.webauthn_registration_id === id ? { ...k, name } : k)));
    w.client.webauthn.update({ webauthn_registration_id: id, name }).catch(console.error);
  };
  const remove = (id: string) => {
    change((l) => l.filter((k) => k.webauthn_registration_id !== id));
    w.client.user.deleteWebauthnRegistration(id).catch(console.error);
  };
  return (
    <>
      <Heading>{t('passkey.success.title')}</Heading>
      <PasskeyList list={list} edit={edit} setEdit={setEdit} onRename={rename} />
      {edit?.mode === 'delete' ? (
        <DeleteQuestion
          name={list.find((k) => k.webauthn_registration_id === edit.id)?.name || edit.id}
          onDelete={() => remove(edit.id)}
          onCancel={() => setEdit(null)}
        />
      ) : (
        <>
          <Button disabled={!!edit} onClick={() => go(w, 'PasskeyRegistrationStart')}>
            {t('passkey.another')}
          </Button>
          <Button variant="secondary" disabled={!!edit} onClick={() => emit(w.callbacks, E.PasskeyDone, {})}>
            {t('passkey.done')}
          </Button>
        </>
      )}
    </>
  );
}

/**
 * The delete confirmation: 'Delete {name}' (its label) over the notice, then 'Delete' and 'Cancel'.
 * It takes the focus (src/ui/confirm.ts: the question is read, an Enter deletes nothing); as it
 * closes, PasskeyList gives the focus back to the passkey's Delete (or, deleted, the next passkey's).
 */
function DeleteQuestion({ name, onDelete, onCancel }: { name: string; onDelete: () => void; onCancel: () => void }) {
  const t = useText();
  const f = useConfirmFocus(() => null, onCancel);
  const notice = useFieldId();
  return (
    <div
      ref={f.ref}
      class={cx.col}
      role="alertdialog"
      aria-label={t('passkey.list.delete', { name })}
      aria-describedby={notice}
      tabIndex={-1}
    >
      <p id={notice} class={helper}>
        {t('passkey.list.notice')}
      </p>
      <Button onClick={onDelete}>{t('passkey.list.confirm')}</Button>
      <Button variant="secondary" onClick={onCancel}>
        {t('passkey.list.cancel')}
      </Button>
    </div>
  );
}
