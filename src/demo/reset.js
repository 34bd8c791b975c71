// Reset password: the reset email links to /reset.html?stytch_token_type=reset_password&token=...
(function () {
  var q = new URLSearchParams(location.search);
  var token = q.get('stytch_token_type') === 'reset_password' || q.get('stytch_token_type') === 'login' ? q.get('token') : null;
  var client = demo.consumer();
  demo.sessionPanel(client, 'consumer');
  var hint = document.getElementById('hint');
  if (!token) {
    hint.textContent = '';
    demo.start(
      'Open this page from a reset email',
      [
        'On the login page, enter your email and choose Continue with email: a password user gets the Log In screen.',
        'Choose “Forgot Password?” (or sign up with a password first).',
        'Open the mailbox and follow the reset link: it brings you back here with the reset form.',
      ],
      [
        ['/login.html', 'Start on the login page'],
        [demo.cfg.emulatorURL + '/emulator/mailbox', 'Open the mailbox'],
      ],
    );
    return;
  }
  client.mountResetPassword({
    elementId: '#widget',
    passwordResetToken: token,
    config: demo.config({
      products: ['passwords', 'emailMagicLinks'],
      emailMagicLinksOptions: { loginRedirectURL: demo.origin + '/login.html' },
      passwordOptions: { loginRedirectURL: demo.origin + '/login.html', resetPasswordRedirectURL: demo.origin + '/reset.html' },
      sessionOptions: { sessionDurationMinutes: 60 * 24 * 7 },
    }),
    styles: demo.styles,
    callbacks: demo.callbacks(),
  });
})();
