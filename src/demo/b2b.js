// B2B login: the Discovery flow (b2b.html) or the Organization flow (b2b-org.html, served for
// /b2b/{slug}: the widget reads the slug with the project's slug pattern). Every redirect comes
// back to this same page, where the widget authenticates the token on load.
(function () {
  var flow = document.body.getAttribute('data-flow');
  var back = demo.origin + location.pathname.replace(/\/$/, '');
  var client = demo.b2b();
  demo.sessionPanel(client, 'b2b');
  function mount() {
    client.mount({
      elementId: '#widget',
      config: demo.config({
        authFlowType: flow,
        products: ['emailMagicLinks', 'emailOtp', 'oauth', 'sso', 'passwords'],
        emailMagicLinksOptions: { loginRedirectURL: back, signupRedirectURL: back, discoveryRedirectURL: back },
        oauthOptions: {
          providers: ['google', 'microsoft', 'slack', 'github'],
          loginRedirectURL: back,
          signupRedirectURL: back,
          discoveryRedirectURL: back,
        },
        ssoOptions: { loginRedirectURL: back, signupRedirectURL: back },
        passwordOptions: { loginRedirectURL: back, resetPasswordRedirectURL: back, discoveryRedirectURL: back },
        sessionOptions: { sessionDurationMinutes: 60 * 24 },
        mfaProductOrder: ['totp', 'sms_otp'],
      }),
      styles: demo.styles,
      callbacks: demo.callbacks(),
    });
  }
  // As a host app would (and as login.html does): a signed-in member sees a note, not the login form
  // (a token in the address is still handled by the widget); logging out shows a fresh login form.
  var widget = document.getElementById('widget');
  var note = demo.el('p', 'You are signed in. Log out (on the right) to try another way in: the login widget then shows here.');
  var mounted = !client.session.getSync() || new URLSearchParams(location.search).has('token');
  if (mounted) mount();
  else widget.appendChild(note);
  // On Log out only: a sign-in answer that ends the session for a second factor (an MFA or discovery
  // step) must not restart the widget in the middle of its flow.
  document.addEventListener('demo-logout', function () {
    if (mounted) client.unmount('#widget');
    note.remove();
    mounted = true;
    mount();
  });
})();
