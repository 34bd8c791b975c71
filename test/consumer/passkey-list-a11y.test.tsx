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

test.run();
