// A presentation option's module arrives after the mount asked for it (the first mount with one on
// the page loads it): it renders that mount's node only while that mount is still the host's latest,
// never over a newer mount's node and options. Its own file: the module must not be in yet.
import '../helpers/dom';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { mountWidget, unmountWidget } from '../../src/ui/mount';
import { host, until } from './util';

const Says = ({ word }: { word: string }) => <p data-says>{word}</p>;
const said = (el: Element) => el.querySelector('[data-says]')?.textContent;

test('a remount while the presentation module loads: the late module does not bring back the older node and options', async () => {
  const el = host('late');
  mountWidget(el, <Says word="old" />, { presentation: { theme: { background: '#111111' } } });
  assert.ok(el.querySelector('[aria-label=Loading]'), 'a spinner while the module loads');
  mountWidget(el, <Says word="new" />, { styles: { container: { backgroundColor: '#222222' } } });
  assert.is(said(el), 'new');
  // Another mount with a presentation waits on the same load: once it renders, the module is in.
  const probe = document.body.appendChild(document.createElement('div'));
  mountWidget(probe, <Says word="probe" />, { presentation: { theme: {} } });
  await until(() => said(probe) === 'probe', 'the presentation module');
  assert.is(said(el), 'new', 'the newer mount stays');
  assert.match(el.querySelector('style')!.textContent!, '--fl-c-bg:#222222');
  assert.not.match(el.querySelector('style')!.textContent!, '#111111');
  unmountWidget(el);
  unmountWidget(probe);
});

test.run();
