import '../helpers/dom';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { mountWidget, unmountWidget, useText } from '../../src/ui';
import { Button } from '../../src/ui/components/Button';
import { TextInput } from '../../src/ui/components/TextInput';
import { Heading } from '../../src/ui/components/Heading';
import { Logo } from '../../src/ui/components/Logo';
import { css } from '../../src/ui/sheet';
import { useState } from 'react';
import { flush, host, until } from './util';

function Demo({ label }: { label: string }) {
  const t = useText();
  return (
    <div>
      <Heading>{t('demo.title', { name: label })}</Heading>
      <Button>{t('ui.or')}</Button>
      <Button variant="secondary" disabled>
        x
      </Button>
      <TextInput label="Name" value="" onInput={() => {}} />
    </div>
  );
}

const text = { 'demo.title': 'Hello {name}' };

test("a selector matching nothing throws the official message, naming the host's method", () => {
  host();
  assert.throws(
    () => mountWidget('#nope', <Demo label="a" />),
    (e: Error) =>
      e.message ===
      'The selector you specified (#nope) applies to no DOM elements that are currently on the page. Make sure the element exists on the page before calling mount().',
  );
  assert.throws(
    () => mountWidget('#nope', <Demo label="a" />, { method: 'mountAdminPortalSSO' }),
    (e: Error) => e.message.endsWith('before calling mountAdminPortalSSO().'),
  );
});

test('mounts by selector or bare id; mounting again updates in place', async () => {
  const el = host('login');
  mountWidget('login', <Demo label="one" />, { text });
  const h = el.querySelector('h2')!;
  assert.is(h.textContent, 'Hello one');
  mountWidget('#login', <Demo label="two" />, { text });
  await flush();
  assert.is(el.querySelector('h2'), h, 'same element: no remount');
  assert.is(h.textContent, 'Hello two');
  assert.is(el.querySelectorAll('style').length, 1);
  unmountWidget('#login');
  assert.is(el.innerHTML, '');
});

test('a presentation pair: its module first, then the root rule with the dark set; a mount without one keeps the plain rule', async () => {
  const el = host('pres');
  mountWidget('#pres', <Demo label="p" />, { text, presentation: { theme: [{ background: '#111111' }, { background: '#EEEEEE' }] } });
  await until(() => !!el.querySelector('h2'));
  const css = el.querySelector('style')!.textContent!;
  assert.match(css, /--fl-c-bg:#111111/);
  assert.match(css, /@media \(prefers-color-scheme:dark\)\{\.fl-w\d+\{color-scheme:dark;[^}]*--fl-c-bg:#EEEEEE/);
  const plain = document.body.appendChild(document.createElement('div'));
  mountWidget(plain, <Demo label="q" />, { text });
  assert.not.match(plain.querySelector('style')!.textContent!, '@media');
  unmountWidget('#pres');
  unmountWidget(plain);
});

test("the 6.x presentation's logo alt reaches the image ('' a decorative logo); without one, the catalogue's word", async () => {
  const el = host('logo');
  const url = 'https://example.com/l.png';
  const alt = () => el.querySelector('img')?.getAttribute('alt');
  mountWidget('#logo', <Logo />, { presentation: { options: { logo: { url, alt: '' } } } });
  await until(() => el.querySelector('img'), 'the logo');
  assert.is(alt(), '');
  mountWidget('#logo', <Logo />, { presentation: { options: { logo: { url, alt: 'Acme' } } } });
  assert.is(alt(), 'Acme');
  mountWidget('#logo', <Logo />, { styles: { logo: { logoImageUrl: url } } });
  assert.is(alt(), 'Logo');
  mountWidget('#logo', <Logo />, { styles: { logo: { logoImageUrl: url } }, strings: { 'ui.logo': 'Firmenlogo' } });
  assert.is(alt(), 'Firmenlogo');
  // An explicit image (an organization's logo) keeps its own alt.
  mountWidget('#logo', <Logo src={url} alt="Org" />, { presentation: { options: { logo: { url, alt: '' } } } });
  assert.is(alt(), 'Org');
  unmountWidget('#logo');
});

test('strings override the catalogue, placeholders interpolate', () => {
  const el = host();
  mountWidget('#app', <Demo label="Ann" />, { text, strings: { 'demo.title': 'Bonjour {name}', 'ui.or': 'ou' } });
  assert.is(el.querySelector('h2')!.textContent, 'Bonjour Ann');
  assert.is(el.querySelector('button')!.textContent, 'ou');
});

test('nonce on the created style element; no style attributes anywhere', () => {
  const el = host();
  mountWidget('#app', <Demo label="a" />, { nonce: 'abc123' });
  const s = el.querySelector('style')!;
  assert.is(s.getAttribute('nonce'), 'abc123');
  assert.ok(s.textContent!.includes('--fl-primary'));
  assert.is(el.querySelectorAll('[style]').length, 0);
  assert.is(document.head.querySelectorAll('style').length, 0, 'nothing in <head>');
});

test('enableShadowDOM renders inside an open shadow root with its styles', () => {
  const el = host();
  mountWidget('#app', <Demo label="s" />, { text, enableShadowDOM: true, nonce: 'n1' });
  const root = el.shadowRoot!;
  assert.ok(root);
  assert.is(el.children.length, 0, 'nothing in the light DOM');
  assert.is(root.querySelector('h2')!.textContent, 'Hello s');
  assert.is(root.querySelector('style')!.getAttribute('nonce'), 'n1');
  const btn = root.querySelector('button')!;
  assert.is(getComputedStyle(btn).backgroundColor.toLowerCase().replace(/\s/g, ''), '#19303d');
});

test('an element that kept a shadow root from an earlier mount: a mount without enableShadowDOM renders in it, visible', () => {
  const el = host();
  mountWidget('#app', <Demo label="a" />, { text, enableShadowDOM: true });
  unmountWidget('#app');
  assert.ok(el.shadowRoot, 'a shadow root cannot be removed');
  mountWidget('#app', <Demo label="b" />, { text });
  // Light children of an element with a shadow root are not shown (no slot): the widget must be in the root.
  assert.is(el.shadowRoot!.querySelector('h2')?.textContent, 'Hello b');
  assert.is(el.children.length, 0, 'nothing in the light DOM');
  assert.is(el.shadowRoot!.querySelectorAll('style').length, 1, 'its styles beside it');
  unmountWidget('#app');
  assert.is(el.shadowRoot!.innerHTML, '');
});

test('a mount whose host the page removed (no unmount) is taken down at the next mount', async () => {
  host();
  const gone = document.body.appendChild(document.createElement('div'));
  const other = document.body.appendChild(document.createElement('div'));
  const ends: string[] = [];
  mountWidget(gone, <Demo label="gone" />, { text, onUnmount: () => ends.push('gone') });
  // Never in the page (mounted before it is inserted): kept.
  const detached = document.createElement('div');
  mountWidget(detached, <Demo label="detached" />, { text, onUnmount: () => ends.push('detached') });
  gone.remove(); // a single-page app drops the node
  assert.equal(ends, [], 'nothing happens until the next mount');
  mountWidget(other, <Demo label="other" />, { text });
  assert.equal(ends, [], "its client keeps the widget's state, should the page put the host back");
  assert.is(gone.innerHTML, '', 'its container and style are gone');
  assert.is(detached.querySelector('h2')!.textContent, 'Hello detached', 'a host never in the page stays mounted');
  // The removed host mounted again (put back): a fresh mount, not the old one.
  document.body.append(gone);
  mountWidget(gone, <Demo label="back" />, { text });
  assert.is(gone.querySelectorAll('style').length, 1);
  assert.is(gone.querySelector('h2')!.textContent, 'Hello back');
  unmountWidget(gone);
  unmountWidget(other);
  unmountWidget(detached);
  assert.equal(ends, ['detached']);
});

test('a host swept while out of the page (a view kept aside: Vue KeepAlive) draws again when put back, unless unmounted meanwhile', async () => {
  host();
  const kept = document.body.appendChild(document.createElement('div'));
  const dropped = document.body.appendChild(document.createElement('div'));
  const other = document.body.appendChild(document.createElement('div'));
  mountWidget(kept, <Demo label="kept" />, { text });
  mountWidget(dropped, <Demo label="dropped" />, { text });
  kept.remove();
  dropped.remove();
  mountWidget(other, <Demo label="other" />, { text }); // sweeps both
  assert.is(kept.innerHTML, '');
  unmountWidget(dropped); // the page unmounted it itself: it stays empty when put back
  document.body.append(kept, dropped);
  await flush(); // the document observer's callback
  assert.is(kept.querySelector('h2')?.textContent, 'Hello kept');
  assert.is(kept.querySelectorAll('style').length, 1);
  assert.is(dropped.innerHTML, '');
  // Mounted again before the observer ran: that mount is what shows.
  kept.remove();
  mountWidget(other, <Demo label="other" />, { text });
  document.body.append(kept);
  mountWidget(kept, <Demo label="new" />, { text });
  await flush();
  assert.is(kept.querySelector('h2')?.textContent, 'Hello new');
  unmountWidget(kept);
  unmountWidget(other);
});

test('theme defaults and overrides reach computed styles', () => {
  const el = host();
  mountWidget('#app', <Demo label="t" />);
  const root = el.querySelector('[class*="fl-w"]')!;
  let cs = getComputedStyle(root);
  assert.is(cs.width, '400px');
  assert.ok(cs.fontFamily.includes('Arial'));
  const input = el.querySelector('input')!;
  assert.is(getComputedStyle(input).borderRadius, '4px');
  assert.is(getComputedStyle(input).height, '47px');
  assert.is(getComputedStyle(el.querySelector('button')!).minHeight, '45px'); // a longer label grows it, never clips
  mountWidget('#app', <Demo label="t" />, {
    styles: {
      container: { width: '321px', backgroundColor: '#000011' },
      fontFamily: 'Courier',
      buttons: { primary: { backgroundColor: '#ff0000' } },
      inputs: { borderRadius: '9px' },
    },
  });
  cs = getComputedStyle(root);
  assert.is(cs.width, '321px');
  assert.ok(cs.fontFamily.includes('Courier'));
  assert.is(getComputedStyle(el.querySelector('button')!).backgroundColor.toLowerCase(), '#ff0000');
  assert.is(getComputedStyle(input).borderRadius, '9px');
});

test('a class created after mount reaches every mounted widget, light and shadow DOM', async () => {
  const el = host();
  const other = document.createElement('div');
  other.id = 'other';
  document.body.append(other);
  let grow = (_: number) => {};
  // A rule made while rendering, as One Tap's measured height is.
  function Tall() {
    const [h, set] = useState(31);
    grow = set;
    return <div data-tall class={css`min-height:${h}px;`} />;
  }
  mountWidget('#app', <Tall />);
  mountWidget('#other', <Tall />, { enableShadowDOM: true });
  await flush();
  const boxes = () => [el.querySelector('[data-tall]')!, other.shadowRoot!.querySelector('[data-tall]')!];
  assert.equal(
    boxes().map((b) => getComputedStyle(b).minHeight),
    ['31px', '31px'],
  );
  grow(173); // the second widget's setter: only it renders the new class
  await flush();
  assert.is(getComputedStyle(boxes()[1]).minHeight, '173px');
  assert.ok(el.querySelector('style')!.textContent!.includes('min-height:173px'), 'the other widget has the rule too');
  unmountWidget('#app');
  unmountWidget('#other');
});

test.run();
