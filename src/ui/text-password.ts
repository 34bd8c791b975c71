// PasswordInput's strings. The component shows on first screens, so they live apart from
// text-components.ts, whose strings only lazily loaded components show.
export const passwordText = {
  'ui.password.show': 'Show password',
  'ui.password.hide': 'Hide password',
  'ui.password.label': 'Password',
};
