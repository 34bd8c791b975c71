import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { DEFAULT_STYLES, resolveTheme, themeRule } from '../../src/ui/theme';

test("resolveTheme: the host's fields over the defaults at every depth; unset ones keep the default", () => {
  const t = resolveTheme({
    hideHeaderText: true,
    colors: { primary: '#010203', secondary: undefined },
    buttons: { secondary: { borderRadius: '0' } },
    inputs: { placeholderColor: null as unknown as string },
    logo: { logoImageUrl: 'https://example.com/l.png' },
  });
  assert.is(t.hideHeaderText, true);
  assert.equal(t.colors, { ...DEFAULT_STYLES.colors, primary: '#010203' });
  assert.equal(t.buttons.secondary, { ...DEFAULT_STYLES.buttons.secondary, borderRadius: '0' });
  assert.equal(t.buttons.primary, DEFAULT_STYLES.buttons.primary);
  assert.is(t.inputs.placeholderColor, DEFAULT_STYLES.inputs.placeholderColor, 'null is unset');
  assert.is(t.logo.logoImageUrl, 'https://example.com/l.png');
  assert.is(t.fontFamily, DEFAULT_STYLES.fontFamily);
  assert.equal(resolveTheme(), DEFAULT_STYLES);
  assert.is.not(resolveTheme().colors, DEFAULT_STYLES.colors, 'a copy: the defaults are never shared');
});

test("inputs as the official createTheme: a transparent background, text and border in the host's colors.primary", () => {
  assert.equal(
    [resolveTheme().inputs.backgroundColor, resolveTheme().inputs.textColor, resolveTheme().inputs.borderColor],
    ['transparent', '#19303D', '#19303D'],
  );
  const t = resolveTheme({ colors: { primary: '#AA0000' } });
  assert.equal([t.inputs.backgroundColor, t.inputs.textColor, t.inputs.borderColor], ['transparent', '#AA0000', '#AA0000']);
  assert.match(themeRule('w', t), '--fl-i-bg:transparent;--fl-i-text:#AA0000;--fl-i-border:#AA0000;');
  // The host's own input fields win over colors.primary.
  const own = resolveTheme({
    colors: { primary: '#AA0000' },
    inputs: { textColor: '#000001', borderColor: '#000002', backgroundColor: '#000003' },
  });
  assert.equal([own.inputs.backgroundColor, own.inputs.textColor, own.inputs.borderColor], ['#000003', '#000001', '#000002']);
});

test('only the theme contract reaches the style sheet: unknown fields are dropped', () => {
  const rule = themeRule('w', resolveTheme({ colors: { primary: 'red', extra: 'x' } as never, container: 'x' as never }));
  assert.not.match(rule, 'extra');
  assert.match(rule, '--fl-primary:red;');
  assert.match(rule, `--fl-c-bg:${DEFAULT_STYLES.container.backgroundColor}`);
});

test.run();
