// Every screen of every widget at 320px (the narrowest width the widgets support) in English and in
// the languages whose labels run longest or break differently: Spanish, Arabic (right to left),
// Korean (words kept whole) and Japanese (no spaces at all). The gallery's walk (scripts/gallery.mjs),
// checked on each screen for: nothing wider than the widget, no control whose text is cut off, the
// login tabs and the links on one line and the tabs of one height, no code or address (a Latin token
// without spaces) split across two lines, and in English no button whose label wraps. A long
// translation may make a button two lines tall (it grows, never clips).
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import type { Page } from 'playwright-core';
import { useGallery, useHarness } from './harness';

const test = suite('e2e: every screen at 320px');
const h = useHarness(test);

const g = useGallery(test);

/** What is wrong with the screen showing now; `wraps` lists buttons taller than one line. */
const problems = (page: Page) =>
  page.evaluate(() => {
    const out: string[] = [];
    const wraps: string[] = [];
    const root = document.querySelector('#login > div > div') as HTMLElement;
    if (!root) return { out: ['no widget'], wraps };
    const name = (el: Element) => (el.getAttribute('aria-label') || el.textContent || el.tagName).trim().slice(0, 40);
    if (root.scrollWidth > root.clientWidth + 1) out.push(`the widget overflows: ${root.scrollWidth} > ${root.clientWidth}`);
    if (root.getBoundingClientRect().right > innerWidth + 0.5) out.push('the widget is wider than the page');
    const lines = (el: Node) => {
      const r = document.createRange();
      r.selectNodeContents(el);
      return new Set([...r.getClientRects()].filter((x) => x.width > 0).map((x) => Math.round(x.bottom))).size;
    };
    for (const b of root.querySelectorAll('button, [role=tab], a')) {
      const r = b.getBoundingClientRect();
      if (!r.width) continue;
      if (b.scrollWidth > b.clientWidth + 1 || b.scrollHeight > b.clientHeight + 1)
        out.push(`"${name(b)}" is cut off (${b.scrollWidth}x${b.scrollHeight} in ${b.clientWidth}x${b.clientHeight})`);
      // a button of the kit is 45px high on one line (an organization row is taller by design)
      if (getComputedStyle(b).minHeight === '45px' && r.height > 46) wraps.push(name(b));
    }
    const tabs = [...root.querySelectorAll('[role=tab]')];
    for (const t of tabs) if (lines(t) > 1) out.push(`tab "${name(t)}" wraps`);
    for (const a of root.querySelectorAll('a')) if (lines(a) > 1) out.push(`link "${name(a)}" wraps`);
    if (new Set(tabs.map((t) => Math.round(t.getBoundingClientRect().height))).size > 1) out.push('tabs of different heights');
    // A code, an address or a name in Latin letters without spaces stays on one line.
    const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
    for (let n = walker.nextNode(); n; n = walker.nextNode()) {
      const s = (n.textContent || '').trim();
      if (/^[\x21-\x7e]{2,32}$/.test(s) && lines(n) > 1) out.push(`"${s}" breaks across lines`);
    }
    return { out, wraps };
  });

for (const locale of ['en', 'es', 'ar', 'ko', 'ja'])
  test(`layout at 320px: every screen, ${locale}`, async () => {
    const { ctx, page } = await g().gallery.galleryPage(h().browser, { width: 320 });
    const found: string[] = [];
    const wrapped: string[] = [];
    let screens = 0;
    try {
      await g().gallery.walk(g().env, page, {
        locale: locale === 'en' ? '' : locale,
        visit: async (p: Page, widget: string, screen: string) => {
          screens++;
          const { out, wraps } = await problems(p);
          found.push(...out.map((x) => `${widget} ${screen}: ${x}`));
          wrapped.push(...wraps.map((x) => `${widget} ${screen}: "${x}"`));
        },
      });
    } finally {
      await ctx.close();
    }
    console.log(
      `  320px ${locale}: ${screens} screens, ${found.length} problem(s), ${wrapped.length} two-line button(s)${wrapped.length ? `: ${wrapped.join(', ')}` : ''}`,
    );
    assert.is(found.length, 0, `${locale} at 320px:\n  ${found.join('\n  ')}`);
    if (locale === 'en') assert.is(wrapped.length, 0, `English buttons wrap at 320px:\n  ${wrapped.join('\n  ')}`);
  });

test.run();
