// The 6.x presentation option (src/ui/presentation.ts): its tokens become the 5.x styles the
// widget draws with, a [light, dark] pair adds a prefers-color-scheme: dark rule, `styles` win.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { defaultDarkTheme, iconRules, presentationLook, presentationRule, presentationStyles } from '../../src/ui/presentation';
import { iconsBlack, iconsWhite } from '../../src/ui/themes';
import { resolveTheme, themeProps } from '../../src/ui/theme';

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
  assert.is(t.logo.alt, '', "the logo's alt is carried: empty for a decorative logo");
  assert.is(
    resolveTheme(presentationStyles({ options: { logo: { url: 'https://example.com/l.png', alt: 'Acme' } } }).light).logo.alt,
    'Acme',
  );
});

/** Relative luminance of a #rrggbb colour (0 black, 1 white). */
const lum = (hex: string) => {
  const [r, g, b] = [1, 3, 5].map((i) => Number.parseInt(hex.slice(i, i + 2), 16) / 255);
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
};

test("the shipped themes' secondary button text, which brand marks' black ink takes: near black in light, near white in dark", () => {
  const { light, dark } = presentationStyles({ theme: [{}, {}] });
  assert.ok(lum(resolveTheme(light).buttons.secondary.textColor) < 0.2, 'light: near black, as the brands draw them');
  assert.ok(lum(resolveTheme(dark!).buttons.secondary.textColor) > 0.6, 'dark: near white, their white-on-dark marks');
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
