// The mounting and theming contract's "Theme defaults" table and section 9's control sizes, read
// as computed styles of the mounted consumer widget, and the theme options that override them.
// (Width, font family, input radius and heights, primary button fill: test/ui/mount.test.tsx.)
import '../helpers/dom';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import type { Styles } from '../../src/ui/theme';
import { byText, typeIn, until } from '../ui/util';
import { getClient, ok, setup, submit } from './harness';

test.before.each(() => (getClient() as any).ctx.store.clear());

const LOGO = { logoImageUrl: 'https://x.test/logo.png' };
const OVERRIDES: Styles = {
  logo: LOGO,
  colors: { secondary: '#111111', success: '#00AA00', error: '#CC0000' },
  container: { backgroundColor: '#FAFAFA', borderColor: '#123123', borderRadius: '2px' },
  buttons: {
    secondary: { backgroundColor: '#EEEEEE', textColor: '#222222' },
    disabled: { backgroundColor: '#DDDDDD', textColor: '#444444' },
  },
  inputs: { placeholderColor: '#777777' },
};

type Pick = (el: HTMLElement) => Element | null | undefined;
/** [what, element, CSS property, default, value under OVERRIDES (absent: not themable, stays the default)] */
type Check = [string, Pick, string, string, string?];

const root: Pick = (el) => el.querySelector('[class*="fl-w"]');
const MAIN: Check[] = [
  ['container background', root, 'background-color', '#FFFFFF', '#FAFAFA'],
  ['container border', root, 'border-top-color', '#ADBCC5', '#123123'],
  ['container radius', root, 'border-top-left-radius', '8px', '2px'],
  ['body text', root, 'font-size', '16px'],
  ['placeholder colour', root, '--fl-i-ph', '#8296A1', '#777777'],
  ['header size', (el) => el.querySelector('h2'), 'font-size', '24px'],
  ['header weight', (el) => el.querySelector('h2'), 'font-weight', '600'],
  ['logo height', (el) => el.querySelector('img'), 'max-height', '50px'],
  ['logo width', (el) => el.querySelector('img'), 'max-width', '100px'],
  ['country select', (el) => el.querySelector('select')!.parentElement, 'width', '80px'],
  ['secondary button fill', (el) => byText(el, 'button', 'Continue with GitHub'), 'background-color', '#FFFFFF', '#EEEEEE'],
  ['secondary button text', (el) => byText(el, 'button', 'Continue with GitHub'), 'color', '#19303D', '#222222'],
  ['primary button text', (el) => byText(el, 'button', 'Continue with text message'), 'color', '#FFFFFF'],
  ['secondary colour (divider)', (el) => el.querySelector('[data-divider]'), 'color', '#5C727D', '#111111'],
];
const rule = (el: HTMLElement, ok: boolean) => [...el.querySelectorAll('li')].find((li) => li.textContent!.startsWith(ok ? '✓' : '✗'));
const CREATE_PASSWORD: Check[] = [
  ['body text', (el) => byText(el, 'p', 'Finish creating your account'), 'font-size', '16px'],
  ['helper text', (el) => rule(el, true), 'font-size', '14px'],
  ['success colour', (el) => rule(el, true), 'color', '#0C5A56', '#00AA00'],
  ['error colour', (el) => rule(el, false), 'color', '#8B1214', '#CC0000'],
  ['disabled button fill', (el) => byText(el, 'button', 'Continue'), 'background-color', '#F3F5F6', '#DDDDDD'],
  ['disabled button text', (el) => byText(el, 'button', 'Continue'), 'color', '#8296A1', '#444444'],
];

function check(el: HTMLElement, checks: Check[], overridden: boolean) {
  for (const [what, pick, prop, dflt, over] of checks) {
    const e = pick(el);
    assert.ok(e, `${what}: element`);
    const want = overridden ? (over ?? dflt) : dflt;
    assert.is(getComputedStyle(e!).getPropertyValue(prop).toUpperCase(), want.toUpperCase(), what);
  }
}

/** Main with OAuth (secondary buttons, divider), a phone tab (country select) and a logo. */
async function main(styles: Styles) {
  const h = await setup(
    { products: ['oauth', 'otp'], otpOptions: { methods: ['sms'] }, oauthOptions: { providers: ['github'] } },
    {},
    'login',
    { styles },
  );
  return h.el;
}

/** The create-password screen with a luds checklist: the length rule met, the complexity rule not. */
async function createPassword(styles: Styles) {
  const strength = ok({
    valid_password: false,
    score: 0,
    breached_password: false,
    strength_policy: 'luds',
    feedback: { suggestions: [], warning: '', luds_requirements: { missing_characters: 0, missing_complexity: 1 } },
  });
  const h = await setup(
    { products: ['passwords'] },
    { 'POST /users/search': ok({ user_type: 'new' }), 'POST /passwords/strength_check': strength },
    'login',
    { styles },
  );
  await typeIn(h.el.querySelector('input[type=email]')!, 'ann@example.com');
  submit(h.el);
  await until(() => h.el.querySelector('input[autocomplete=new-password]'), 'the create-password screen');
  await typeIn(h.el.querySelector('input[autocomplete=new-password]')!, 'abcdefghij');
  await until(() => h.el.querySelectorAll('li').length === 2, 'the checklist');
  return h.el;
}

test('theme defaults: container, text sizes, logo, country select, buttons, colours', async () => {
  check(await main({ logo: LOGO }), MAIN, false);
  check(await createPassword({}), CREATE_PASSWORD, false);
});

test('theme options override them: colours, container, secondary and disabled buttons, placeholder colour', async () => {
  check(await main(OVERRIDES), MAIN, true);
  check(await createPassword(OVERRIDES), CREATE_PASSWORD, true);
});

test('inputs draw their placeholder in the placeholder colour', async () => {
  const el = await main({});
  const css = el.querySelector('style')!.textContent!;
  const tel = el.querySelector('input[type=tel]')!;
  assert.ok(
    [...tel.classList].some((c) => css.includes(`.${c}::placeholder{color:var(--fl-i-ph);}`)),
    'a ::placeholder rule on the input',
  );
});

test.run();
