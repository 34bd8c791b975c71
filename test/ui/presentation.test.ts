// The 6.x presentation option (src/ui/presentation.ts): its tokens become the 5.x styles the
// widget draws with, a [light, dark] pair adds a prefers-color-scheme: dark rule, `styles` win.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { defaultDarkTheme, iconRules, presentationLook, presentationRule, presentationStyles } from '../../src/ui/presentation';
import { iconsBlack, iconsWhite } from '../../src/ui/themes';
import { resolveTheme, themeProps, themeRule } from '../../src/ui/theme';

test('theme tokens map onto the styles fields; unset tokens keep the defaults', () => {
  const { light, dark } = presentationStyles({ theme: { background: '#101010', primary: '#AA0000', 'rounded-base': '3px' } });
  const t = resolveTheme(light);
  assert.is(t.container.backgroundColor, '#101010');
  assert.is(t.buttons.primary.backgroundColor, '#AA0000');
  assert.is(t.buttons.primary.borderRadius, 'calc(3px * 2)');
  assert.is(t.container.borderRadius, 'calc(3px * 6)');
  assert.is(t.colors.error, '#8B1214', 'an unset token leaves the spec default');
  assert.is(dark, undefined, 'one theme: no dark rule');
});

test('a [light, dark] pair: the dark set applies under prefers-color-scheme: dark, empty dark = the default dark theme', () => {
  const { light, dark } = presentationStyles({ theme: [{}, {}] });
  const rule = presentationRule('w1', themeProps(resolveTheme(light)), themeProps(resolveTheme(dark)));
  assert.match(rule, /^\.w1\{--fl-font:/);
  assert.match(rule, '@media (prefers-color-scheme:dark){.w1{color-scheme:dark;');
  assert.match(rule, `--fl-c-bg:${defaultDarkTheme.background}`);
  assert.match(rule, '--fl-c-bg:#FFFFFF', 'the light set keeps the spec default');
});

test('one dark theme sets color-scheme: dark on the light rule itself', () => {
  const p = presentationStyles({ theme: defaultDarkTheme });
  assert.is(p.scheme, 'dark');
  assert.match(presentationRule('w2', themeProps(resolveTheme(p.light)), undefined, p.scheme), '.w2{color-scheme:dark;');
});

test('the 5.x styles object wins over presentation', () => {
  const { light } = presentationStyles({ theme: { background: '#000000' } }, { container: { backgroundColor: '#123456' } });
  assert.is(resolveTheme(light).container.backgroundColor, '#123456');
});

test('presentation options: hideHeaderText and the logo', () => {
  const { light } = presentationStyles({ options: { hideHeaderText: true, logo: { url: 'https://example.com/l.png', alt: '' } } });
  const t = resolveTheme(light);
  assert.ok(t.hideHeaderText);
  assert.is(t.logo.logoImageUrl, 'https://example.com/l.png');
});

test("brand marks' black ink takes the text colour in dark themes only", () => {
  const { light, dark } = presentationStyles({ theme: [{}, {}] });
  assert.match(
    presentationRule('w3', themeProps(resolveTheme(light)), themeProps(resolveTheme(dark))),
    /@media \(prefers-color-scheme:dark\)\{.*\.w3 \[data-ink\]\[fill\]/,
  );
  assert.not.match(themeRule('w4', resolveTheme(light)), 'data-ink', 'a light theme keeps the brand black');
  assert.not.match(presentationRule('w5', themeProps(resolveTheme(light))), 'data-ink', 'a light presentation too');
});

test('icon registries: iconsWhite / iconsBlack draw each mark in their colour (options.icons wins over icons); other values are ignored', () => {
  const rule = presentationLook({ icons: iconsBlack, options: { icons: { ...iconsWhite, google: '#4285F4' } } }, undefined, () => '').rule(
    'w3',
    '',
  );
  assert.match(rule, '.w3 [data-icon=github i] [fill]:not([fill=none]){fill:#fff}.w3 [data-icon=github i] [stroke]{stroke:#fff}');
  assert.match(rule, '.w3 [data-icon=twitter i] [fill]', "6.x's xTwitter is featherlogin's twitter");
  assert.match(rule, '[data-icon=metamask i] [fill]:not([fill=none]){fill:#fff}', 'wallets by name, any case (Metamask)');
  assert.match(rule, '[data-icon=google i] [fill]:not([fill=none]){fill:#4285F4}');
  assert.not.match(rule, '#000', 'options.icons wins');
  assert.is(
    presentationLook({}, undefined, () => '')
      .rule('w4', '')
      .includes('data-icon'),
    false,
    'no registry: no rule',
  );
  assert.is(
    iconRules('w5', { github: () => null, gitlab: 'red}body{x:y' }),
    '',
    "a component (6.x's value) or a value that would end the rule: nothing",
  );
  assert.equal(Object.keys(iconsWhite), Object.keys(iconsBlack));
});

test.run();
