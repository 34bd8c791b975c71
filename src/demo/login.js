// Consumer login with every product. Two configurations, because one widget may not offer both
// email magic links and email codes (spec): login.html (magic links, passwords, text and WhatsApp
// codes) and login.html?variant=email-otp (email, text and WhatsApp codes; no passwords, which would
// take over the Email tab). Magic links and OAuth come back to login.html, where the widget
// authenticates the token on load.
(function () {
  var q = new URLSearchParams(location.search);
  var emailOtp = q.get('variant') === 'email-otp';
  var back = demo.origin + '/login.html';
  var variant = document.getElementById('variant');
  variant.textContent = emailOtp ? 'Use email magic links instead' : 'Use email codes instead of magic links';
  variant.href = emailOtp ? '/login.html' : '/login.html?variant=email-otp';

  var client = demo.consumer();
  demo.sessionPanel(client, 'consumer');

  function mount() {
    client.mountLogin({
      elementId: '#widget',
      config: demo.config({
        products: emailOtp
          ? ['oauth', 'otp', 'passkeys', 'crypto']
          : ['oauth', 'emailMagicLinks', 'otp', 'passwords', 'passkeys', 'crypto'],
        emailMagicLinksOptions: {
          loginRedirectURL: back,
          signupRedirectURL: back,
          loginExpirationMinutes: 30,
          signupExpirationMinutes: 30,
        },
        otpOptions: { methods: emailOtp ? ['email', 'sms', 'whatsapp'] : ['sms', 'whatsapp'], expirationMinutes: 10 },
        oauthOptions: {
          providers: [{ type: 'google' }, { type: 'github' }, { type: 'apple' }],
          loginRedirectURL: back,
          signupRedirectURL: back,
        },
        passwordOptions: {
          loginRedirectURL: back,
          resetPasswordRedirectURL: demo.origin + '/reset.html',
          resetPasswordExpirationMinutes: 30,
        },
        sessionOptions: { sessionDurationMinutes: 60 * 24 * 7 },
      }),
      styles: demo.styles,
      callbacks: demo.callbacks(),
    });
  }

  // As a host app would: a signed-in user sees a note instead of the login form (a token in the
  // address, e.g. a magic link opened while signed in, is still handled by the widget). Logging out
  // shows a fresh login form.
  var widget = document.getElementById('widget');
  var note = demo.el('p', 'You are signed in. Log out (on the right) to try another way in: the login widget then shows here.');
  var mounted = !client.session.getSync() || !!q.get('token');
  if (mounted) mount();
  else widget.appendChild(note);
  client.session.onChange(function (s) {
    if (s) return;
    if (mounted) client.unmount('#widget');
    note.remove();
    mounted = true;
    mount();
  });
})();
