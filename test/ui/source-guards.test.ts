// Cheap source scans of the widget code (src/ui, src/consumer, src/b2b, src/idp; src/core for the
// security rules): user-visible text only from the catalogues, and nothing a strict
// Content-Security-Policy would block or that could render server text as HTML.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import ts from 'typescript';

const files = (dir: string): string[] =>
  readdirSync(dir).flatMap((n) => {
    const p = join(dir, n);
    return statSync(p).isDirectory() ? files(p) : /\.tsx?$/.test(n) ? [p] : [];
  });

/** Source without comments (line comments only where `//` starts a comment, not inside 'https://'). */
const code = (f: string) =>
  readFileSync(f, 'utf8')
    .replace(/\/\*[\s\S]*?\*\//g, '')
    .replace(/(^|[^:'"`\\])\/\/.*$/gm, '$1');

const WIDGETS = ['src/ui', 'src/consumer', 'src/b2b', 'src/idp'].flatMap(files);
const BROWSER = [...WIDGETS, ...files('src/core'), ...files('src/entries'), ...files('src/wire')];
/** Catalogue files hold the text; the phone library chunk is data. */
const isCatalogue = (f: string) => /\/text(-[\w-]+)?\.ts$/.test(f);

const hits = (list: string[], re: RegExp) =>
  list.flatMap((f) => [...code(f).matchAll(re)].map((m) => `${f}: ${m[0].trim().slice(0, 80)}`));

/** Walks every .tsx file's syntax tree (the TypeScript parser, so no regex guessing at JSX). */
function jsx(visit: (node: ts.Node, file: string, src: ts.SourceFile) => string | void) {
  const out: string[] = [];
  for (const f of WIDGETS.filter((x) => x.endsWith('.tsx'))) {
    const src = ts.createSourceFile(f, readFileSync(f, 'utf8'), ts.ScriptTarget.Latest, true, ts.ScriptKind.TSX);
    const walk = (n: ts.Node) => {
      const r = visit(n, f, src);
      if (r) out.push(`${f}:${src.getLineAndCharacterOfPosition(n.getStart()).line + 1}: ${r}`);
      ts.forEachChild(n, walk);
    };
    walk(src);
  }
  return out;
}
const tagOf = (n: ts.Node) => (ts.isJsxAttribute(n) ? (n.parent.parent as ts.JsxOpeningLikeElement).tagName.getText() : '');
const intrinsic = (tag: string) => /^[a-z]/.test(tag);
const LABELS = new Set(['aria-label', 'aria-description', 'aria-valuetext', 'placeholder', 'title', 'alt', 'value']);

test('every user-visible JSX text comes from a catalogue (no literal words in text nodes, label attributes or string children)', () => {
  const found = jsx((n) => {
    // Text nodes: glyphs such as ← × ✓ are fine, words are not.
    if (ts.isJsxText(n) && /[A-Za-z]{2,}/.test(n.text)) return `text "${n.text.trim()}"`;
    // Literal accessible names, placeholders, titles on HTML elements.
    if (ts.isJsxAttribute(n) && intrinsic(tagOf(n)) && LABELS.has(n.name.getText()) && n.initializer && ts.isStringLiteral(n.initializer) && /[A-Za-z]{2,}/.test(n.initializer.text) && n.name.getText() !== 'value')
      return `${n.name.getText()}="${n.initializer.text}"`;
    // {'Some words'} as children.
    if (ts.isJsxExpression(n) && n.expression && (ts.isStringLiteral(n.expression) || ts.isNoSubstitutionTemplateLiteral(n.expression)) && ts.isJsxElement(n.parent) && / [A-Za-z]/.test(n.expression.text))
      return `child "${n.expression.text}"`;
  });
  assert.equal(found, []);
});

test('every new-tab link carries rel="noopener noreferrer"', () => {
  let links = 0;
  const found = jsx((n) => {
    if (!(ts.isJsxOpeningElement(n) || ts.isJsxSelfClosingElement(n)) || n.tagName.getText() !== 'a') return;
    const attr = (name: string) => n.attributes.properties.find((a) => ts.isJsxAttribute(a) && a.name.getText() === name) as ts.JsxAttribute | undefined;
    if (attr('target')?.initializer?.getText() !== '"_blank"') return;
    links++;
    if (attr('rel')?.initializer?.getText() !== '"noopener noreferrer"') return n.getText().slice(0, 80);
  });
  assert.ok(links >= 3, 'provider links, linkify, wallet sites');
  assert.equal(found, []);
});

test('every <img src> is a local checked by safeImageURL (src/core/url.ts) in the same file, never a raw server or host value', () => {
  let imgs = 0;
  const found = jsx((n, f) => {
    if (!ts.isJsxAttribute(n) || tagOf(n) !== 'img' || n.name.getText() !== 'src') return;
    imgs++;
    const e = n.initializer && ts.isJsxExpression(n.initializer) ? n.initializer.expression : undefined;
    const name = e && ts.isIdentifier(e) ? e.text : '';
    if (!name || !new RegExp(`\\b${name}\\s*=\\s*safeImageURL\\(`).test(code(f))) return `src=${n.initializer?.getText()}`;
  });
  assert.ok(imgs >= 3, 'logo, discovery logo, TOTP QR code');
  assert.equal(found, []);
});

test('keyboard: click handlers only on buttons, links and form controls; focus outlines are never removed', () => {
  const found = jsx((n) => {
    if (!ts.isJsxAttribute(n) || !/^on(Click|MouseDown|MouseUp|DblClick)$/.test(n.name.getText())) return;
    const tag = tagOf(n);
    if (intrinsic(tag) && !/^(button|a|input|select|summary|label)$/.test(tag)) return `${n.name.getText()} on <${tag}>`;
  });
  assert.equal(found, []);
  // The root's :focus-visible outline is the focus style; only the programmatically focused heading
  // (tabindex -1) drops the browser default.
  const noOutline = hits(WIDGETS, /outline\s*:\s*(none|0)\b/g).filter((h) => !h.startsWith('src/ui/styles.ts'));
  assert.equal(noOutline, []);
  assert.match(readFileSync('src/ui/styles.ts', 'utf8'), ':focus-visible{outline:2px solid');
});

test('no HTML from strings anywhere in the browser code', () => {
  assert.equal(hits(BROWSER, /dangerouslySetInnerHTML|\.innerHTML\b|\.outerHTML\b|insertAdjacentHTML|document\.write|createContextualFragment|DOMParser/g), []);
});

test('strict CSP: no style attributes, inline handlers, eval or string timers', () => {
  const tsx = BROWSER.filter((f) => f.endsWith('.tsx'));
  assert.equal(hits(tsx, /\sstyle=[{"']/g), [], "JSX style attributes");
  assert.equal(hits(BROWSER, /setAttribute\(\s*['"](style|on\w+)['"]|\.style\.(?!textContent|remove|setAttribute)\w+\s*=|\.cssText\b/g), [], 'style set from script');
  assert.equal(hits(BROWSER, /\bon[a-z]+="|\.on[a-z]+\s*=\s*['"`]/g), [], 'inline handler strings');
  assert.equal(hits(BROWSER, /\beval\s*\(|new\s+Function\s*\(|set(Timeout|Interval)\(\s*['"`]/g), [], 'eval-like');
  assert.equal(hits(BROWSER, /javascript:/gi), [], 'javascript: URLs');
});

test('catalogue files are the only widget files with sentence-like string literals', () => {
  // Sentences (a capital, words, closing punctuation) outside comments and catalogues are texts a
  // host could not translate. Log lines and thrown developer errors are allowed by their call.
  const found = hits(WIDGETS.filter((f) => !isCatalogue(f)), /(['"`])[A-Z][a-z]+(?: [A-Za-z,']+){2,}[.!?]\1/g);
  const dev = found.filter((h) => !/console\.|throw |Error\(/.test(h));
  assert.equal(dev, []);
});

test.run();
