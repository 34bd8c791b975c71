// Checks that the tests pinning spec rules and source guards can fail: for each row, removes (or
// breaks) the rule in the source, runs the test file that pins it, expects at least one failure,
// and restores the source. Writes the results to docs/rule-tests.md (issue 16's "every test listed
// fails when its rule is removed").
//   node scripts/rule-mutations.mjs            all rows
//   node scripts/rule-mutations.mjs toast      rows whose id contains "toast"
// Not part of `npm test` (one test run per row, about two minutes in all; `npm test` checks only that
// each row's text is still in its source: test/scripts/rule-mutations.test.ts). Runs in its own TEST_OUT.
import { spawnSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import { pathToFileURL } from 'node:url';

const B2B = 'test/b2b/spec-rules.test.tsx';
const UI = 'test/ui/spec-rules.test.tsx';
const GUARDS = 'test/ui/source-guards.test.ts';
const WATERMARK = 'test/b2b/watermark.test.tsx';
const CONSUMER_SETTINGS = 'test/consumer/settings.test.tsx';
const USE_SETTINGS = 'test/ui/settings.test.tsx';
/** src/ui/settings.ts: the first render's value, the wait, the update. */
const SETTINGS_AT_ONCE = 'useState(() => ({ boot, value: pick(boot.peek()) }))';
const SETTINGS_NOT_AT_ONCE = 'useState(() => ({ boot, value: undefined as T }))';
const SETTINGS_WAIT = 'boot.getAsync().then(';
const SETTINGS_SET = 'if (live) set((d) => (d.boot === boot && d.value === value ? d : { boot, value }));';
const SETTINGS_SET_AFTER_UNMOUNT = 'set((d) => (d.boot === boot && d.value === value ? d : { boot, value }));';
/** src/consumer/LoginWidget.tsx: whether the settings arrived, as the loader reads it. */
const CONSUMER_LOADED = '() => boot.isSettled())';

/** [id, rule, test file, source file, text to find (exactly once), replacement] */
export const ROWS = [
  // B2B widget (B2B spec)
  [
    'totp-minutes',
    'B2B totp.authenticate sends session_duration_minutes',
    B2B,
    'src/b2b/intents/mfa.ts',
    'c.totp.authenticate({ ...mfaIds(w), code, session_duration_minutes: minutes(w) })',
    'c.totp.authenticate({ ...mfaIds(w), code })',
  ],
  [
    'mfa-load-wait',
    'a primary success that needs the MFA chunk before it is in waits as data on MFALoad (a failed load offers Retry, nothing lost)',
    'test/b2b/chunk-load.test.tsx',
    'src/b2b/machine-steps.ts',
    "return mfa ? mfa(s, a) : { ...go(s, 'MFALoad'), pending: a };",
    'return mfa?.(s, a);',
  ],
  [
    'mfa-load-resume',
    'the MFA chunk, once in, dispatches the kept primary success again (Retry goes on where it would have gone)',
    'test/b2b/chunk-load.test.tsx',
    'src/b2b/screens/MFALoad.tsx',
    'if (a) w.dispatch(a);',
    'void a;',
  ],
  [
    'steps-half-joins',
    "an action of the machine's steps half joins that half (the steps chunk's) to the widget's store first",
    'test/b2b/chunk-load.test.tsx',
    'src/b2b/intents/core.ts',
    'w.add({ steps: reduceSteps });',
    '',
  ],
  [
    'rule1-mfa-clear',
    'rule 1: a full session clears the second-factor state',
    B2B,
    'src/b2b/machine-steps.ts',
    'history: [],\n      mfa: null,\n      flow: { ...s.flow, organization: org ?? s.flow.organization },',
    'history: [],\n      flow: { ...s.flow, organization: org ?? s.flow.organization },',
  ],
  [
    'sso-only',
    'a discovered organization starts SSO only when SSO is its only method',
    B2B,
    'src/b2b/intents/steps.ts',
    "methods.length === 1 && methods[0] === 'sso' && sso",
    "methods.includes('sso') && sso",
  ],
  [
    'loading-view',
    'the loading view while an authentication runs',
    B2B,
    'src/b2b/widget.ts',
    'shown: computed(() => (state.value.loading ? null : state.value.screen)),',
    'shown: computed(() => state.value.screen),',
  ],
  [
    'b2b-main-fetches-org',
    "the organization flow's Main without its organization fetches it by slug (Back from a failed link: no endless spinner; a missing one is the Error)",
    'test/b2b/org-fetch.test.tsx',
    'src/b2b/screens/Main.tsx',
    'useEffect(() => void (missing && fetchOrganization(w)), [w, missing]);',
    'useEffect(() => {}, []);',
  ],
  [
    'b2b-main-fetches-per-widget',
    'a mount again in the organization flow (a new widget on the same Main) fetches its organization',
    'test/b2b/org-fetch.test.tsx',
    'src/b2b/screens/Main.tsx',
    'fetchOrganization(w)), [w, missing]);',
    'fetchOrganization(w)), []);',
  ],
  [
    'b2b-reset-first-render',
    'a reset_password link (or the PasswordReset flow) renders PasswordResetForm first, no frame of Main',
    'test/b2b/first-render.test.tsx',
    'src/b2b/machine.ts',
    "screen: start === 'reset' ? 'PasswordResetForm' : 'Main',",
    "screen: 'Main',",
  ],
  [
    'b2b-token-first-render',
    'a redirect token to authenticate renders the loading view first (no Main, so no organization fetch during the login)',
    'test/b2b/org-fetch.test.tsx',
    'src/b2b/machine.ts',
    "loading: start === 'token',",
    'loading: false,',
  ],
  // the project settings as the widgets draw them (src/ui/settings.ts, both widgets' roots)
  [
    'b2b-watermark-arrives',
    'the B2B watermark footer shows when the settings that allow it arrive after the first screen',
    WATERMARK,
    'src/b2b/B2BWidget.tsx',
    'useSettings(widget.client.bootstrap, (s) => s.displayWatermark)',
    'widget.client.bootstrap.getSync().displayWatermark',
  ],
  // Consumer widgets (consumer spec): races between a first render and a fetch, and section 7 fields
  [
    'reset-token-remount',
    'a reset-password mount with another token resets with that token (state kept per mode and token)',
    'test/consumer/reset.test.tsx',
    'src/consumer/StytchUIClient.tsx',
    'e.mode !== mode || e.key !== key',
    'e.mode !== mode',
  ],
  [
    'siwe-settings-now',
    'SIWE parameters follow the settings as they stand at the start call, not the render-time copy',
    'test/consumer/crypto.test.tsx',
    'src/consumer/wallet.ts',
    '(await w.client.bootstrap.getAsync()).siweRequiredForCryptoWallets',
    'w.bootstrap.siweRequiredForCryptoWallets',
  ],
  [
    'magic-link-templates',
    'the magic-link send carries the login and signup template ids (section 7)',
    'test/consumer/config-forwarding.test.tsx',
    'src/consumer/stepFlows.ts',
    'login_template_id: o.loginTemplateId,',
    '',
  ],
  [
    'passkey-edits-kept',
    'a passkey edit made before the list fetch answers is not undone by the answer',
    'test/consumer/passkeys.test.tsx',
    'src/consumer/screens/PasskeyRegistrationSuccess.tsx',
    'edits.current.reduce((l, f) => f(l), u.webauthn_registrations || [])',
    'u.webauthn_registrations || []',
  ],
  [
    'strength-pending',
    'Continue waits for the strength check of each new password (consumer forms)',
    'test/consumer/reset.test.tsx',
    'src/ui/strength-check.ts',
    "set((p) => ({ ...p, valid: false, error: '' }));",
    '',
  ],
  [
    'b2b-strength-pending',
    'B2B reset form: Continue waits for the strength check of each new password',
    'test/b2b/screens.test.tsx',
    'src/ui/strength-check.ts',
    "set((p) => ({ ...p, valid: false, error: '' }));",
    '',
  ],
  [
    'b2b-policy-arrives',
    "B2B reset form: the password policy's numbers follow settings that arrive after the screen",
    'test/b2b/screens.test.tsx',
    'src/b2b/screens/PasswordResetForm.tsx',
    'useSettings(w.client.bootstrap, (b) => b.passwordConfig)',
    'w.client.bootstrap.getSync().passwordConfig',
  ],
  // B2B load (B2B spec section 4): a detected ad blocker
  [
    'b2b-adblocker-answer',
    'an answer typed ad_blocker_detected shows the ad-blocker Error, as an unreachable API does',
    'test/b2b/flows.test.ts',
    'src/b2b/errors.ts',
    " || errorType(e) === 'ad_blocker_detected'",
    '',
  ],
  // Identity provider (B2B spec): remount callbacks, the session watch, the titles' {project} once the settings arrive
  [
    'idp-callbacks-latest',
    "the identity provider mounted again reports to the new mount's callbacks",
    'test/idp/idp.test.tsx',
    'src/idp/IdentityProvider.tsx',
    '() => latest.current.callbacks,',
    '((c) => () => c)(p.callbacks),',
  ],
  [
    'idp-session-arrives',
    'the identity provider on its no-session error starts again when a session arrives (another tab)',
    'test/idp/idp.test.tsx',
    'src/idp/flow.ts',
    "dispatch({ type: 'loading' }), void start();",
    'void 0;',
  ],
  [
    'idp-project-arrives',
    'the consent and logout texts take the project name when the settings arrive after the screen',
    'test/idp/idp.test.tsx',
    'src/idp/IdentityProvider.tsx',
    'useSettings(client.bootstrap, (b) => b)',
    'client.bootstrap.peek()',
  ],
  [
    'b2b-watermark-strict',
    "the B2B widget renders again on the settings' arrival only when it changes the footer",
    WATERMARK,
    'src/b2b/B2BWidget.tsx',
    '(s) => s.displayWatermark);',
    '(s) => s).displayWatermark;',
  ],
  [
    'b2b-settings-no-wait',
    "the B2B widget's first screen does not wait for the settings (they may never arrive)",
    WATERMARK,
    'src/b2b/B2BWidget.tsx',
    '{Current ? <Current key={screen} /> : <Spinner />}',
    '{useSettings(widget.client.bootstrap, () => widget.client.bootstrap.isSettled()) && Current ? <Current key={screen} /> : <Spinner />}',
  ],
  [
    'b2b-settings-at-once',
    'settings there before the B2B mount: its first render draws them (no second render)',
    WATERMARK,
    'src/ui/settings.ts',
    SETTINGS_AT_ONCE,
    SETTINGS_NOT_AT_ONCE,
  ],
  [
    'b2b-settings-unmount',
    'settings that arrive after the B2B widget unmounted update nothing',
    WATERMARK,
    'src/ui/settings.ts',
    SETTINGS_SET,
    SETTINGS_SET_AFTER_UNMOUNT,
  ],
  [
    'consumer-loader-arrives',
    "the consumer widget's floating loader goes when the settings arrive",
    CONSUMER_SETTINGS,
    'src/consumer/LoginWidget.tsx',
    CONSUMER_LOADED,
    '() => false)',
  ],
  [
    'consumer-settings-strict',
    'a consumer mount after the settings arrived renders once (it holds only whether they arrived)',
    CONSUMER_SETTINGS,
    'src/consumer/LoginWidget.tsx',
    CONSUMER_LOADED,
    '() => boot.isSettled() && {})',
  ],
  [
    'consumer-settings-at-once',
    'a consumer mount after the settings arrived starts without the loader (its first render draws them)',
    CONSUMER_SETTINGS,
    'src/ui/settings.ts',
    SETTINGS_AT_ONCE,
    SETTINGS_NOT_AT_ONCE,
  ],
  [
    'consumer-loader-until-arrival',
    'the consumer loader stays until the settings arrive (they may never)',
    CONSUMER_SETTINGS,
    'src/consumer/LoginWidget.tsx',
    CONSUMER_LOADED,
    '() => true)',
  ],
  [
    'consumer-settings-unmount',
    'settings that arrive after the consumer widget unmounted update nothing',
    CONSUMER_SETTINGS,
    'src/ui/settings.ts',
    SETTINGS_SET,
    SETTINGS_SET_AFTER_UNMOUNT,
  ],
  [
    'settings-at-once',
    'useSettings: settings already there are drawn by the first render',
    USE_SETTINGS,
    'src/ui/settings.ts',
    SETTINGS_AT_ONCE,
    SETTINGS_NOT_AT_ONCE,
  ],
  [
    'settings-arrive',
    'useSettings: their arrival renders what it changes',
    USE_SETTINGS,
    'src/ui/settings.ts',
    SETTINGS_SET,
    'if (live) void 0;',
  ],
  [
    'settings-strict',
    'useSettings: an arrival that changes nothing picked renders nothing',
    USE_SETTINGS,
    'src/ui/settings.ts',
    SETTINGS_SET,
    'if (live) set({ boot, value });',
  ],
  [
    'settings-fetch',
    'useSettings: asks for the settings (starts their fetch) and renders on their answer',
    USE_SETTINGS,
    'src/ui/settings.ts',
    SETTINGS_WAIT,
    'Promise.resolve(boot.getSync()).then(',
  ],
  [
    'settings-other-client',
    "useSettings: a render with another client's settings waits for those",
    USE_SETTINGS,
    'src/ui/settings.ts',
    '}, [boot]);',
    '}, []);',
  ],
  [
    'settings-unmount',
    'useSettings: no update after an unmount',
    USE_SETTINGS,
    'src/ui/settings.ts',
    SETTINGS_SET,
    SETTINGS_SET_AFTER_UNMOUNT,
  ],
  [
    'settings-client-switch',
    "useSettings: a render with another client draws that client's settings at once, not the first client's",
    USE_SETTINGS,
    'src/ui/settings.ts',
    'return drawn.boot === boot ? drawn.value : pick(boot.peek());',
    'return drawn.value;',
  ],
  [
    'bootstrap-is-settled',
    "the core settings say whether their fetch has settled (a widget's later mount reads it at once)",
    'test/core/bootstrap.test.ts',
    'src/core/bootstrap.ts',
    '(done = true), read()',
    'read()',
  ],
  [
    'bootstrap-not-settled',
    'the core settings are not settled before their fetch answers',
    'test/core/bootstrap.test.ts',
    'src/core/bootstrap.ts',
    'let done = false;',
    'let done = true;',
  ],
  [
    'verify-email',
    "'Verify your email' only when primary methods are restricted",
    B2B,
    'src/b2b/screens/Main.tsx',
    '!s.primary.verified && !!s.primary.methods;',
    '!s.primary.verified;',
  ],
  [
    'password-lookup',
    'the password-first lookup only while the member is unknown',
    B2B,
    'src/b2b/components/PasswordForm.tsx',
    "s.flow.type === 'Organization' && !!s.flow.organization && !s.primary.email;",
    "s.flow.type === 'Organization' && !!s.flow.organization;",
  ],
  [
    'invalid-email',
    "'Invalid email address' on PasswordAuthenticate",
    B2B,
    'src/b2b/components/PasswordForm.tsx',
    "setEmailError(validEmail(email) ? '' : w.t('err.invalidEmail'));",
    "setEmailError('');",
  ],
  [
    'mfa-intersection',
    "MFAEnrollmentSelection: the organization's methods intersected",
    B2B,
    'src/b2b/rules-steps.ts',
    ' && orgSupported.includes(m));',
    ');',
  ],
  [
    'mfa-order',
    'MFAEnrollmentSelection: the configured order',
    B2B,
    'src/b2b/rules-steps.ts',
    'return list.sort((x, y) => rank(x) - rank(y));',
    'return list;',
  ],
  [
    'email-method-filter',
    'EmailMethodSelection filtered by the allowed methods',
    B2B,
    'src/b2b/screens/EmailMethodSelection.tsx',
    'const p = products(w).products;',
    'const p = w.config.products ?? [];',
  ],
  [
    'b2b-sender-domain',
    'B2B EmailConfirmation: inbox links search the sender domain',
    B2B,
    'src/b2b/screens/EmailConfirmation.tsx',
    '<EmailProviderLinks domain={domain} />',
    '<EmailProviderLinks />',
  ],
  [
    'consumer-sender-domain',
    'consumer EmailConfirmation: inbox links search the sender domain',
    'test/consumer/main.test.tsx',
    'src/consumer/screens/EmailConfirmation.tsx',
    '<EmailProviderLinks domain={',
    '<EmailProviderLinks data-domain={',
  ],
  [
    'yahoo-search',
    'the Yahoo link searches from the sender',
    B2B,
    'src/ui/components/EmailProviderLinks.tsx',
    "'https://mail.yahoo.com/d/search/keyword=from%3A'",
    "'https://mail.yahoo.com/d/search/keyword='",
  ],
  [
    'outlook-search',
    'the Outlook link searches for the sender',
    B2B,
    'src/ui/components/EmailProviderLinks.tsx',
    "'https://outlook.live.com/mail/0/inbox?search='",
    "'https://outlook.live.com/mail/0/'",
  ],
  [
    'reset-readonly',
    "PasswordResetForm's email is read-only",
    B2B,
    'src/b2b/screens/PasswordResetForm.tsx',
    'value={email} readOnly autocomplete',
    'value={email} autocomplete',
  ],
  [
    'main-oauth-click',
    "Main's OAuth button starts that provider's OAuth",
    B2B,
    'src/b2b/screens/Main.tsx',
    '(m) => m.startOAuth(w, pv.type)',
    '() => Promise.resolve()',
  ],
  [
    'discovery-reset-token',
    'a discovery password reset removes the token from the address',
    B2B,
    'src/b2b/intents/reset.ts',
    'removeTokenParams();\n      await inSteps(',
    'await inSteps(',
  ],
  [
    'sms-send-clears-error',
    'sending an SMS clears the previous send error',
    B2B,
    'src/b2b/machine-mfa.ts',
    "case 'smsSending':\n      return withSms(s, { isSending: true, sendError: null });",
    "case 'smsSending':\n      return withSms(s, { isSending: true });",
  ],
  [
    'progress-10s',
    'the B2B progress bar fills over 10 s',
    UI,
    'src/ui/components/LoadingBar.tsx',
    'PROGRESS_MS = 10_000',
    'PROGRESS_MS = 1_400',
  ],
  // shared UI (toasts, countdown)
  [
    'countdown-1s',
    'the code countdown ticks every 1 s',
    UI,
    'src/ui/components/Countdown.tsx',
    'tick((n) => n + 1), 1000)',
    'tick((n) => n + 1), 500)',
  ],
  ['toast-blank', 'toast duration: blank 4 s', UI, 'src/ui/toast-show.tsx', 'blank: 4000,', 'blank: 3000,'],
  ['toast-error', 'toast duration: error 4 s', UI, 'src/ui/toast-show.tsx', 'error: 4000,', 'error: 2000,'],
  ['toast-success', 'toast duration: success 2 s', UI, 'src/ui/toast-show.tsx', 'success: 2000,', 'success: 4000,'],
  ['toast-custom', 'toast duration: custom 4 s', UI, 'src/ui/toast-show.tsx', 'custom: 4000 }', 'custom: 2000 }'],
  ['toast-loading', 'toast duration: loading until dismissed', UI, 'src/ui/toast-show.tsx', 'loading: Infinity,', 'loading: 4000,'],
  [
    'toast-remove-delay',
    'a hidden toast is removed 1 s later',
    UI,
    'src/ui/toast-show.tsx',
    'TOAST_REMOVE_DELAY = 1000',
    'TOAST_REMOVE_DELAY = 0',
  ],
  ['toast-limit', 'at most 20 toasts', UI, 'src/ui/toast-show.tsx', '.slice(0, TOAST_LIMIT)', ''],
  [
    'toast-colour-success',
    'success toasts in the success colour',
    UI,
    'src/ui/toast-show.tsx',
    'success: css`border-color:var(--fl-success);color:var(--fl-success);`',
    'success: css`border-color:var(--fl-success);`',
  ],
  [
    'toast-colour-error',
    'error toasts in the error colour',
    UI,
    'src/ui/toast-show.tsx',
    'error: css`border-color:var(--fl-error);color:var(--fl-error);`',
    'error: css`border-color:var(--fl-error);`',
  ],
  // identity provider, consumer widget
  [
    'consent-title',
    'the consent title ignores ungrantable scopes',
    'test/idp/idp.test.tsx',
    'src/idp/screens/IDPConsent.tsx',
    't(consentTitleKey(pre.grantable)',
    't(consentTitleKey([...pre.grantable, ...pre.ungrantable])',
  ],
  [
    'idp-loading',
    "the identity provider's loading view before the submit",
    'test/idp/idp.test.tsx',
    'src/idp/flow.ts',
    "preflight?.consentRequired;\n    dispatch({ type: 'loading' });",
    'preflight?.consentRequired;',
  ],
  [
    'phone-submit-disabled',
    'the phone submit is disabled while submitting',
    'test/consumer/phone-format.test.tsx',
    'src/consumer/components/PhoneForm.tsx',
    '<Button type="submit" loading={busy}>',
    '<Button type="submit">',
  ],
  [
    'onetap-height',
    'One Tap: after a cancel nothing keeps the measured height (47, the fallback button)',
    'test/consumer/oauth.test.tsx',
    'src/consumer/OneTap.tsx',
    "{mode !== 'floating' && !s.fallback && (",
    "{mode !== 'floating' && (",
  ],
  [
    'consumer-one-submit',
    'consumer forms (useAction): two submits before the next render send once',
    'test/consumer/main.test.tsx',
    'src/ui/action.ts',
    'if (running.current) return undefined;',
    '',
  ],
  [
    'consumer-form-error',
    'consumer forms (useFormAction): an intent that throws puts "Something went wrong" words into the machine\'s form error',
    'test/consumer/form-action.test.tsx',
    'src/consumer/context.ts',
    "return useAction((errorMessage) => w.m.dispatch({ type: 'set_error_message', errorMessage }));",
    'return useAction();',
  ],
  [
    'screen-focus-mount',
    'useScreenFocus reads `on` when the screen mounts only (a later flip moves nothing)',
    'test/ui/components.test.tsx',
    'src/ui/focus.ts',
    'focusWithin(get());\n  }, []);',
    'focusWithin(get());\n  }, [on]);',
  ],
  // source guards: a violation put into real source must fail its guard
  [
    'guard-literal-text',
    'guard: user-visible JSX text only from a catalogue',
    GUARDS,
    'src/ui/components/EmailProviderLinks.tsx',
    '{t(key)}',
    'Open mail',
  ],
  [
    'guard-new-tab-rel',
    'guard: new-tab links carry rel="noopener noreferrer"',
    GUARDS,
    'src/ui/components/EmailProviderLinks.tsx',
    ' target="_blank" rel="noopener noreferrer">',
    ' target="_blank">',
  ],
  [
    'guard-img-src',
    'guard: <img src> checked by safeImageURL',
    GUARDS,
    'src/b2b/screens/Discovery.tsx',
    'const src = safeImageURL(o.organization_logo_url);',
    'const src = o.organization_logo_url;',
  ],
  [
    'guard-click-non-control',
    'guard: click handlers only on controls',
    GUARDS,
    'src/ui/components/EmailProviderLinks.tsx',
    '<div class={row}>',
    '<div class={row} onClick={() => {}}>',
  ],
  [
    'guard-outline',
    'guard: focus outlines never removed',
    GUARDS,
    'src/ui/components/LoadingBar.tsx',
    'css`height:4px;',
    'css`height:4px;outline:none;',
  ],
  [
    'guard-html-sink',
    'guard: no HTML from strings',
    GUARDS,
    'src/ui/mount.tsx',
    'm.style.textContent = text;',
    'm.style.innerHTML = text;',
  ],
  [
    'guard-style-attr',
    'guard: CSP, no style attributes',
    GUARDS,
    'src/ui/components/EmailProviderLinks.tsx',
    '<div class={row}>',
    '<div class={row} style={{}}>',
  ],
  [
    'guard-style-script',
    'guard: CSP, no style set from script',
    GUARDS,
    'src/ui/mount.tsx',
    'm.style.textContent = text;',
    'm.style.textContent = text;\n  m.style.color = text;',
  ],
  [
    'guard-inline-handler',
    'guard: CSP, no inline handler strings',
    GUARDS,
    'src/ui/mount.tsx',
    'm.style.textContent = text;',
    "m.style.textContent = text;\n  m.onclick = 'go()';",
  ],
  [
    'guard-eval',
    'guard: CSP, no eval or string timers',
    GUARDS,
    'src/ui/mount.tsx',
    'm.style.textContent = text;',
    "m.style.textContent = text;\n  setTimeout('go()', 1);",
  ],
  [
    'guard-javascript-url',
    'guard: CSP, no javascript: URLs',
    GUARDS,
    'src/ui/components/EmailProviderLinks.tsx',
    "'https://mail.google.com/mail/u/0/',",
    "'javascript:void(0)',",
  ],
  [
    'guard-sentence',
    'guard: sentences only in catalogues',
    GUARDS,
    'src/ui/components/EmailProviderLinks.tsx',
    "['ui.links.gmail',",
    "['Open your mail app now.',",
  ],
  // the consumer phone form's chunk and its placeholder (issue 15)
  [
    'phone-placeholder',
    "a lazy component's placeholder (the phone form's same-size boxes) shows while its module loads",
    'test/ui/lazy.test.tsx',
    'src/ui/lazy.tsx',
    ') : Pending ? (\n      <Pending {...props} />\n    ) : (',
    ') : (',
  ],
  [
    'phone-draft-text',
    "what was typed into the phone form's placeholder is kept by the loaded form",
    'test/consumer/phone-pending.test.tsx',
    'src/consumer/components/PhoneFormFromDraft.tsx',
    "if (draft.national) (el.value = draft.national), el.dispatchEvent(new Event('input', { bubbles: true }));",
    '',
  ],
  [
    'phone-draft-focus',
    "the focus of the phone form's placeholder moves to the loaded form",
    'test/consumer/phone-pending.test.tsx',
    'src/consumer/components/PhoneFormPlaceholder.tsx',
    "draft.focus = !!form.current?.querySelector(':focus');",
    '',
  ],
  [
    'api-preload',
    "the consumer widget starts loading the client's sign-in namespaces on the page's first use",
    'test/consumer/mount-order.test.tsx',
    'src/consumer/LoginWidget.tsx',
    'onFirstUse(() => preload(p.client.magicLinks))',
    'undefined',
  ],
  [
    'steps-text-first',
    "a failed first step shows its error_type's catalogue words (the steps chunk's strings join the mount before it runs)",
    'test/consumer/main.test.tsx',
    'src/consumer/lazy.ts',
    '(w.t.add(m.text), op(m))',
    'op(m)',
  ],
  // the headless clients' request engine (issue 15)
  [
    'engine-same-task',
    'once the request engine has loaded, a request is sent in the same task (no extra tick before fetch)',
    'test/core/network.test.ts',
    'src/core/engine-loader.ts',
    '(mod ? real(mod)(...a) : load().then((m) => real(m)(...a)))',
    'load().then((m) => real(m)(...a))',
  ],
  [
    'members-shape',
    "a headless client's stubbed requests are exactly members.ts's (session.revoke left out of the shape)",
    'test/core/stubs.test.ts',
    'src/core/consumer/members-loader.ts',
    "session: 'authenticate revoke exchangeAccessToken attest',",
    "session: 'authenticate exchangeAccessToken attest',",
  ],
  // the background refresh's answer and the session it was sent for (both clients, src/core/session-api.ts)
  [
    'refresh-stale-answer',
    "a session.authenticate answer (success or unrecoverable error) that comes after its session was replaced (sign-out, sign-in, this tab or another) is not applied: the newer session stands (the refresh drops it; a caller's call is asked again)",
    'test/core/stale-refresh.test.ts',
    'src/core/session-api.ts',
    'const stale = () => store.tokens()?.session_token !== sent;',
    'const stale = () => false;',
  ],
  // Consumer password and passkey screens (consumer spec section 2 and 8), from a spec audit
  [
    'passwordless-sent-at-once',
    "a passwordless user's email lookup sends the login link or code at once (section 2: 'sends a link or code automatically')",
    'test/consumer/password.test.tsx',
    'src/consumer/stepFlows.ts',
    "  if (has(w.config, 'emailMagicLinks') || otpMethods(w.config).includes('email')) return loginWithoutPassword(w, email, next);\n",
    '',
  ],
  [
    'forgot-login-without',
    "Password Forgot always offers 'Login without a password' (section 2)",
    'test/consumer/password.test.tsx',
    'src/consumer/screens/PasswordForgot.tsx',
    ' without />',
    ' />',
  ],
  [
    'passkey-dismissed-silent',
    'a dismissed passkey sheet is no error to show (section 8: an empty response or API error gives the message)',
    'test/consumer/passkeys.test.tsx',
    'src/consumer/passkeys.ts',
    'dismissed(e) || ',
    '',
  ],
  [
    'config-error-in-place-of-form',
    'a configuration error shows in place of the form, the OAuth buttons staying (section 2)',
    'test/consumer/main.test.tsx',
    'src/consumer/screens/Main.tsx',
    '{blocks.map(([, node]) => node)}',
    '{!err && blocks.map(([, node]) => node)}',
  ],
];

// Run only as a command (test/scripts/rule-mutations.test.ts imports ROWS).
if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) main();

function runTest(file) {
  const r = spawnSync(process.execPath, ['scripts/test.mjs', 'unit'], {
    env: { ...process.env, TEST_FILTER: file, TEST_OUT: '.test-out-mutations' },
    encoding: 'utf8',
  });
  const m = (r.stdout || '').match(/tests: (\d+) passed, (\d+) failed/);
  // no closing line: the test file did not even build (a broken mutation, not a failing test)
  return m ? { passed: Number(m[1]), failed: Number(m[2]) } : { passed: 0, failed: 0, broken: true };
}

function main() {
  const only = process.argv[2];
  const rows = ROWS.filter((r) => !only || r[0].includes(only));
  const results = [];
  const baseline = new Map();
  for (const [id, rule, test, file, find, replace] of rows) {
    if (!baseline.has(test)) {
      baseline.set(test, runTest(test));
      if (baseline.get(test).failed || baseline.get(test).broken) throw new Error(`${test} fails before any mutation`);
    }
    const original = readFileSync(file, 'utf8');
    const count = original.split(find).length - 1;
    if (count !== 1) throw new Error(`${id}: ${JSON.stringify(find)} occurs ${count} times in ${file}`);
    const line = original.slice(0, original.indexOf(find)).split('\n').length;
    writeFileSync(
      file,
      original.replace(find, () => replace),
    );
    let r;
    try {
      r = runTest(test);
    } finally {
      writeFileSync(file, original);
    }
    const ok = r.failed > 0;
    if (r.broken) throw new Error(`${id}: the mutated source does not build`);
    results.push({ id, rule, test, file, line, find, replace, ok, r });
    console.log(`${ok ? 'fails (good)' : 'STILL PASSES'}  ${id}  ${file}:${line}  (${r.passed} passed, ${r.failed} failed)`);
  }

  if (!only) {
    const cell = (s) => `\`${s.replace(/\n\s*/g, ' ⏎ ').replace(/\|/g, '\\|') || '(removed)'}\``;
    const lines = [
      '# Rule tests: each fails when its rule is removed',
      '',
      'Issue 16 asks that every spec rule its audit found unpinned, and every source guard, has a test that',
      'fails when the rule is removed. `node scripts/rule-mutations.mjs` checks it: for each row it changes the',
      'source as shown (the rule removed or broken; for a guard, a violation put into real source), runs the',
      'test file, expects at least one failure, and restores the source. This table is its output.',
      '',
      '| rule | test file | source (line) | change | result |',
      '|---|---|---|---|---|',
      ...results.map(
        (x) =>
          `| ${x.rule} | ${x.test} | ${x.file}:${x.line} | ${cell(x.find)} → ${cell(x.replace)} | ${x.ok ? `fails (${x.r.failed} of ${x.r.passed + x.r.failed})` : '**still passes**'} |`,
      ),
      '',
      `${results.filter((x) => x.ok).length} of ${results.length} rows fail as they should.`,
      '',
    ];
    writeFileSync('docs/rule-tests.md', lines.join('\n'));
  }
  if (results.some((x) => !x.ok)) process.exitCode = 1;
}
