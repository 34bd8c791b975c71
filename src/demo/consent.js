// Identity-provider consent (consent.html: consumer; b2b-consent.html: organization members).
// The third-party app (/app) sends the browser here with an OIDC authorize request. Without a
// session a one-time-code login shows first (a redirect would lose the request), then consent.
(function () {
  var b2b = document.body.getAttribute('data-vertical') === 'b2b';
  var q = new URLSearchParams(location.search);
  var hint = document.getElementById('hint');
  var client = b2b ? demo.b2b() : demo.consumer();
  demo.sessionPanel(client, b2b ? 'b2b' : 'consumer');
  if (!q.get('client_id')) {
    hint.textContent = '';
    demo.start(
      'Opened by an app’s sign-in request',
      [
        'A third-party app sends you here with an OpenID Connect authorize request (client_id, redirect_uri, scope).',
        'Sign in if asked, then allow or deny what the app asks for.',
        'The app receives a code and shows who signed in.',
      ],
      [
        ['/app', 'Start from the third-party app'],
        ['/', 'All demo pages'],
      ],
    );
    return;
  }
  var cb = demo.callbacks({
    onEvent: function (e) {
      // StytchEventType.AuthenticateFlowComplete (the B2B CDN bundle does not carry the whole enum)
      if (e.type === 'AUTHENTICATE_FLOW_COMPLETE' && !consenting) consent();
    },
  });
  var consenting = false;
  function consent() {
    consenting = true;
    hint.textContent = '';
    client.unmount('#widget');
    client.mountIdentityProvider({ elementId: '#widget', config: demo.config(), styles: demo.styles, callbacks: cb });
  }
  // A logout request (post_logout_redirect_uri) goes straight to the widget, session or not.
  if (client.session.getSync() || q.get('post_logout_redirect_uri')) return consent();
  hint.textContent = 'Sign in first; the consent screen follows.';
  var config = b2b
    ? {
        authFlowType: 'Discovery',
        products: ['emailOtp', 'passwords'],
        directLoginForSingleMembership: { status: true, ignoreInvites: true, ignoreJitProvisioning: true },
        sessionOptions: { sessionDurationMinutes: 60 * 24 },
      }
    : { products: ['otp'], otpOptions: { methods: ['email'] }, sessionOptions: { sessionDurationMinutes: 60 * 24 * 7 } };
  client[b2b ? 'mount' : 'mountLogin']({ elementId: '#widget', config: demo.config(config), styles: demo.styles, callbacks: cb });
})();
