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

/** Small bad (and good) examples for the positive controls: path -> source, read instead of the disk. */
const virtual = new Map<string, string>();
const read = (f: string) => virtual.get(f) ?? readFileSync(f, 'utf8');

/** Source without comments (line comments only where `//` starts a comment, not inside 'https://'). */
const code = (f: string) =>
  read(f)
    .replace(/\/\*[\s\S]*?\*\//g, '')
    .replace(/(^|[^:'"`\\])\/\/.*$/gm, '$1');

const WIDGETS = ['src/ui', 'src/consumer', 'src/b2b', 'src/idp'].flatMap(files);
const BROWSER = [...WIDGETS, ...files('src/core'), ...files('src/entries'), ...files('src/wire')];
/** Catalogue files hold the text; the phone library chunk is data. */
/** A catalogue: a widget's text files, or a translation (src/ui/locales/<tag>.ts). */
const isCatalogue = (f: string) => /\/text(-[\w-]+)?\.ts$|\/locales\/[\w-]+\.ts$/.test(f);

const hits = (list: string[], re: RegExp) => list.flatMap((f) => [...code(f).matchAll(re)].map((m) => `${f}: ${m[0].trim().slice(0, 80)}`));

/** Walks every .tsx file's syntax tree (the TypeScript parser, so no regex guessing at JSX). */
function jsx(visit: (node: ts.Node, file: string, src: ts.SourceFile) => string | void, list = WIDGETS) {
  const out: string[] = [];
  for (const f of list.filter((x) => x.endsWith('.tsx'))) {
    const src = ts.createSourceFile(f, read(f), ts.ScriptTarget.Latest, true, ts.ScriptKind.TSX);
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

/** The detectors, each over a list of files (the real ones by default; the positive controls pass bad examples). */
const guards = {
  literalText: (list = WIDGETS) =>
    jsx((n) => {
      // Text nodes: glyphs such as ← × ✓ are fine, words are not.
      if (ts.isJsxText(n) && /[A-Za-z]{2,}/.test(n.text)) return `text "${n.text.trim()}"`;
      // Literal accessible names, placeholders, titles on HTML elements.
      if (
        ts.isJsxAttribute(n) &&
        intrinsic(tagOf(n)) &&
        LABELS.has(n.name.getText()) &&
        n.initializer &&
        ts.isStringLiteral(n.initializer) &&
        /[A-Za-z]{2,}/.test(n.initializer.text) &&
        n.name.getText() !== 'value'
      )
        return `${n.name.getText()}="${n.initializer.text}"`;
      // {'Some words'} as children.
      if (
        ts.isJsxExpression(n) &&
        n.expression &&
        (ts.isStringLiteral(n.expression) || ts.isNoSubstitutionTemplateLiteral(n.expression)) &&
        ts.isJsxElement(n.parent) &&
        / [A-Za-z]/.test(n.expression.text)
      )
        return `child "${n.expression.text}"`;
    }, list),
  /** New-tab links without rel="noopener noreferrer" (and how many new-tab links there are). */
  newTabRel(list = WIDGETS) {
    let links = 0;
    const found = jsx((n) => {
      if (!(ts.isJsxOpeningElement(n) || ts.isJsxSelfClosingElement(n)) || n.tagName.getText() !== 'a') return;
      const attr = (name: string) =>
        n.attributes.properties.find((a) => ts.isJsxAttribute(a) && a.name.getText() === name) as ts.JsxAttribute | undefined;
      if (attr('target')?.initializer?.getText() !== '"_blank"') return;
      links++;
      if (attr('rel')?.initializer?.getText() !== '"noopener noreferrer"') return n.getText().slice(0, 80);
    }, list);
    return { links, found };
  },
  /** <img src> values not checked by safeImageURL in the same file (and how many images there are). */
  imgSrc(list = WIDGETS) {
    let imgs = 0;
    const found = jsx((n, f) => {
      if (!ts.isJsxAttribute(n) || tagOf(n) !== 'img' || n.name.getText() !== 'src') return;
      imgs++;
      const e = n.initializer && ts.isJsxExpression(n.initializer) ? n.initializer.expression : undefined;
      const name = e && ts.isIdentifier(e) ? e.text : '';
      if (!name || !new RegExp(`\\b${name}\\s*=\\s*safeImageURL\\(`).test(code(f))) return `src=${n.initializer?.getText()}`;
    }, list);
    return { imgs, found };
  },
  clickOnNonControls: (list = WIDGETS) =>
    jsx((n) => {
      if (!ts.isJsxAttribute(n) || !/^on(Click|MouseDown|MouseUp|DblClick)$/.test(n.name.getText())) return;
      const tag = tagOf(n);
      if (intrinsic(tag) && !/^(button|a|input|select|summary|label)$/.test(tag)) return `${n.name.getText()} on <${tag}>`;
    }, list),
  // The root's :focus-visible outline is the focus style; only the programmatically focused heading
  // (tabindex -1) drops the browser default.
  outlineRemoved: (list = WIDGETS) => hits(list, /outline\s*:\s*(none|0)\b/g).filter((h) => !h.startsWith('src/ui/styles.ts')),
  /** Text aligned to a physical side (wrong in right-to-left languages), unless inside a :dir(rtl) rule. */
  physicalAlign: (list = [...WIDGETS, ...files('src/admin'), ...files('src/profile')]) =>
    list.flatMap((f) =>
      code(f)
        .split('\n')
        .filter((l) => /text-align\s*:\s*(left|right)\b/.test(l) && !/:dir\(rtl\)\{[^}]*text-align/.test(l))
        .map((l) => `${f}: ${l.trim().slice(0, 80)}`),
    ),
  htmlSinks: (list = BROWSER) =>
    hits(
      list,
      /dangerouslySetInnerHTML|\.innerHTML\b|\.outerHTML\b|insertAdjacentHTML|document\.write|createContextualFragment|DOMParser/g,
    ),
  csp: (list = BROWSER) => ({
    styleAttribute: hits(
      list.filter((f) => f.endsWith('.tsx')),
      /\sstyle=[{"']/g,
    ),
    styleFromScript: hits(list, /setAttribute\(\s*['"](style|on\w+)['"]|\.style\.(?!textContent|remove|setAttribute)\w+\s*=|\.cssText\b/g),
    inlineHandler: hits(list, /\bon[a-z]+="|\.on[a-z]+\s*=\s*['"`]/g),
    evalLike: hits(list, /\beval\s*\(|new\s+Function\s*\(|set(Timeout|Interval)\(\s*['"`]/g),
    javascriptURL: hits(list, /javascript:/gi),
  }),
  // Sentences (a capital, words, closing punctuation) outside comments and catalogues are texts a
  // host could not translate. Log lines and thrown developer errors are allowed by their call.
  // (Judged by the whole line: the match alone never shows its call.)
  sentences: (list = WIDGETS) =>
    list
      .filter((f) => !isCatalogue(f))
      .flatMap((f) =>
        code(f)
          .split('\n')
          .map((line) => `${f}: ${line.trim()}`),
      )
      .filter((h) => /(['"`])[A-Z][a-z]+(?: [A-Za-z,']+){2,}[.!?]\1/.test(h) && !/console\.|throw |Error\(/.test(h)),
};

test('every user-visible JSX text comes from a catalogue (no literal words in text nodes, label attributes or string children)', () => {
  assert.equal(guards.literalText(), []);
});

test('every new-tab link carries rel="noopener noreferrer"', () => {
  const { links, found } = guards.newTabRel();
  assert.ok(links >= 3, 'provider links, linkify, wallet sites');
  assert.equal(found, []);
});

test('every <img src> is a local checked by safeImageURL (src/core/url.ts) in the same file, never a raw server or host value', () => {
  const { imgs, found } = guards.imgSrc();
  assert.ok(imgs >= 3, 'logo, discovery logo, TOTP QR code');
  assert.equal(found, []);
});

test('keyboard: click handlers only on buttons, links and form controls; focus outlines are never removed', () => {
  assert.equal(guards.clickOnNonControls(), []);
  assert.equal(guards.outlineRemoved(), []);
});

test('right to left: text aligns to start or end, never to a physical side outside a :dir(rtl) rule', () => {
  assert.equal(guards.physicalAlign(), []);
  assert.match(readFileSync('src/ui/styles.ts', 'utf8'), ':focus-visible{outline:2px solid');
});

test('no HTML from strings anywhere in the browser code', () => {
  assert.equal(guards.htmlSinks(), []);
});

test('strict CSP: no style attributes, inline handlers, eval or string timers', () => {
  const c = guards.csp();
  assert.equal(c.styleAttribute, [], 'JSX style attributes');
  assert.equal(c.styleFromScript, [], 'style set from script');
  assert.equal(c.inlineHandler, [], 'inline handler strings');
  assert.equal(c.evalLike, [], 'eval-like');
  assert.equal(c.javascriptURL, [], 'javascript: URLs');
});

test('catalogue files are the only widget files with sentence-like string literals', () => {
  assert.equal(guards.sentences(), []);
});

/** Runs a detector over small example files (not on disk). */
function on<R>(files: Record<string, string>, detect: (list: string[]) => R): R {
  for (const [f, text] of Object.entries(files)) virtual.set(f, text);
  try {
    return detect(Object.keys(files));
  } finally {
    virtual.clear();
  }
}

test('positive controls: each detector fires on a small bad example and stays quiet on its good twin', () => {
  const bad = (name: string, files: Record<string, string>, detect: (list: string[]) => unknown[]) =>
    assert.ok(on(files, detect).length > 0, `${name} fires on: ${Object.values(files)[0]}`);
  const good = (name: string, files: Record<string, string>, detect: (list: string[]) => unknown[]) =>
    assert.equal(on(files, detect), [], `${name} quiet on: ${Object.values(files)[0]}`);
  const tsx = (text: string) => ({ 'virtual/Example.tsx': text });
  const tsFile = (text: string) => ({ 'virtual/example.ts': text });

  bad('literal JSX text', tsx('const A = () => <p>Sign in here</p>;'), guards.literalText);
  bad('literal label', tsx('const A = () => <input aria-label="Your email" />;'), guards.literalText);
  bad('string child', tsx("const A = () => <p>{'Sign in here'}</p>;"), guards.literalText);
  good('catalogue text', tsx("const A = () => <p>{t('main.title')}</p>;"), guards.literalText);

  bad('new tab without rel', tsx('const A = () => <a href={u} target="_blank">{x}</a>;'), (l) => guards.newTabRel(l).found);
  good(
    'new tab with rel',
    tsx('const A = () => <a href={u} target="_blank" rel="noopener noreferrer">{x}</a>;'),
    (l) => guards.newTabRel(l).found,
  );

  bad('raw img src', tsx('const A = ({ url }) => <img src={url} alt={a} />;'), (l) => guards.imgSrc(l).found);
  good('checked img src', tsx('const url = safeImageURL(raw);\nconst A = () => <img src={url} alt={a} />;'), (l) => guards.imgSrc(l).found);

  bad('click on a div', tsx('const A = () => <div onClick={go}>{x}</div>;'), guards.clickOnNonControls);
  good('click on a button', tsx('const A = () => <button type="button" onClick={go}>{x}</button>;'), guards.clickOnNonControls);
  bad('outline removed', tsFile('const c = css`outline: none;`;'), guards.outlineRemoved);
  bad('text to the left', tsFile('const c = css`display:flex;text-align:left;`;'), guards.physicalAlign);
  good('text to the start', tsFile('const c = css`display:flex;text-align:start;`;'), guards.physicalAlign);
  good('a right-to-left rule', tsFile('const c = css`&:dir(rtl){& input{text-align:right;}}`;'), guards.physicalAlign);

  bad('innerHTML', tsFile('el.innerHTML = html;'), guards.htmlSinks);
  bad('dangerouslySetInnerHTML', tsx('const A = () => <div dangerouslySetInnerHTML={{ __html: h }} />;'), guards.htmlSinks);
  good('textContent', tsFile('el.textContent = text;'), guards.htmlSinks);

  bad('style attribute', tsx('const A = () => <div style={{ color: c }} />;'), (l) => guards.csp(l).styleAttribute);
  bad('style from script', tsFile('el.style.color = c;'), (l) => guards.csp(l).styleFromScript);
  bad('inline handler', tsFile("el.setAttribute('onclick', code);"), (l) => guards.csp(l).styleFromScript);
  bad('inline handler string', tsFile("el.onclick = 'go()';"), (l) => guards.csp(l).inlineHandler);
  bad('eval', tsFile('eval(code);'), (l) => guards.csp(l).evalLike);
  bad('string timer', tsFile("setTimeout('go()', 1);"), (l) => guards.csp(l).evalLike);
  bad('javascript: URL', tsFile("const u = 'javascript:go()';"), (l) => guards.csp(l).javascriptURL);
  good('a function timer', tsFile('setTimeout(() => go(), 1);'), (l) => guards.csp(l).evalLike);

  bad('a sentence outside a catalogue', tsFile("const m = 'Something went wrong here.';"), guards.sentences);
  good('a developer error', tsFile("throw new Error('Something went wrong here.');"), guards.sentences);
  good('a sentence in a catalogue', { 'virtual/text.ts': "export const x = { a: 'Something went wrong here.' };" }, guards.sentences);
  good(
    'a sentence in a translation',
    { 'virtual/locales/fr.ts': "export default { a: 'Quelque chose ne va pas ici.' };" },
    guards.sentences,
  );
});

test.run();
