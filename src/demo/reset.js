// Reset password: the reset email links to /reset.html?stytch_token_type=reset_password&token=...
(function () {
  var q = new URLSearchParams(location.search);
  var token = q.get('stytch_token_type') === 'reset_password' || q.get('stytch_token_type') === 'login' ? q.get('token') : null;
  var client = demo.consumer();
  demo.sessionPanel(client, 'consumer');
  var hint = document.getElementById('hint');
  if (!token) {
    hint.textContent = 'No reset link here yet: on the login page enter your email, choose “Forgot Password?”, then open the link from the mailbox.';
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
