// Passkey list (audit): labelled by its own heading (unique per widget), and keyboard focus goes back
// to the passkey after an edit whatever characters the server's registration id holds.
import '../helpers/dom';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { useState } from 'react';
import { PasskeyList, type PasskeyEdit } from '../../src/consumer/components/PasskeyList';
import { consumerText } from '../../src/consumer/text';
import { mountWidget } from '../../src/ui';
import { flush } from '../ui/util';

// The list's strings (wherever the catalogue keeps them).
const texts = {
  ...consumerText,
  'passkey.list.title': 'Existing Passkeys',
  'passkey.list.rename': 'Rename {name}',
  'passkey.list.delete': 'Delete {name}',
  'passkey.list.name': 'Passkey name',
  'passkey.list.save': 'Save',
  'passkey.list.cancel': 'Cancel',
};
const list = [{ webauthn_registration_id: 'reg-"odd"]id', name: 'Work laptop' }] as any;
function Harness() {
  const [edit, setEdit] = useState<PasskeyEdit>(null);
  return <PasskeyList list={list} edit={edit} setEdit={setEdit} onRename={() => setEdit(null)} />;
}

test('two lists on a page: each section labelled by its own heading; focus back after a cancelled rename', async () => {
  document.body.innerHTML = '<div id="a"></div><div id="b"></div>';
  mountWidget('#a', <Harness />, { text: texts });
  mountWidget('#b', <Harness />, { text: texts });
  await flush();
  const sections = [...document.querySelectorAll('section')];
  const ids = sections.map((s) => s.getAttribute('aria-labelledby'));
  assert.is(new Set(ids).size, 2);
  for (const s of sections) assert.is(document.getElementById(s.getAttribute('aria-labelledby')!)?.textContent, 'Existing Passkeys');
  const a = document.querySelector('#a')!;
  const rename = a.querySelector('button[aria-label="Rename Work laptop"]') as HTMLButtonElement;
  rename.click();
  await flush();
  const input = a.querySelector('input')!;
  input.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true }));
  await flush();
  assert.is(document.activeElement, a.querySelector('button[aria-label="Rename Work laptop"]'));
});

test('a deleted passkey: focus on the one now in its place, then on the last one, then on the list heading', async () => {
  document.body.innerHTML = '<div id="c"></div>';
  const three = [
    { webauthn_registration_id: 'r1', name: 'Work laptop' },
    { webauthn_registration_id: 'r2', name: 'Phone' },
    { webauthn_registration_id: 'r3', name: 'Tablet' },
  ] as any[];
  let remove: (id: string) => void = () => {};
  function Deleting() {
    const [keys, setKeys] = useState(three);
    const [edit, setEdit] = useState<PasskeyEdit>(null);
    // As the screen does: the list and the end of the edit change together.
    remove = (id) => (setKeys((l) => l.filter((k) => k.webauthn_registration_id !== id)), setEdit(null));
    return <PasskeyList list={keys} edit={edit} setEdit={setEdit} onRename={() => setEdit(null)} />;
  }
  mountWidget('#c', <Deleting />, { text: texts });
  await flush();
  const c = document.querySelector('#c')!;
  const del = async (name: string, id: string) => {
    (c.querySelector(`button[aria-label="Delete ${name}"]`) as HTMLButtonElement).click();
    await flush();
    remove(id);
    await flush();
  };
  await del('Work laptop', 'r1');
  assert.is(document.activeElement, c.querySelector('button[aria-label="Rename Phone"]'), 'the passkey now in its place');
  await del('Tablet', 'r3');
  assert.is(document.activeElement, c.querySelector('button[aria-label="Rename Phone"]'), 'the last one left');
  await del('Phone', 'r2');
  assert.is(document.activeElement, c.querySelector('h3'), 'none left: the list heading');
});

test.run();
