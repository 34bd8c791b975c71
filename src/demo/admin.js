// The Admin Portal pages: with a member session, the page's section (data-section) of the signed-in
// member's organization; without one, the B2B login widget (discovery, passwords), after which the
// page shows the section.
(function () {
  var section = document.body.getAttribute('data-section');
  var back = demo.origin + location.pathname;
  var client = demo.b2b();
  demo.sessionPanel(client, 'b2b');
  var portal = null; // the portal section's unmount function while it shows
  function login() {
    client.mount({
      elementId: '#widget',
      config: demo.config({
        authFlowType: 'Discovery',
        products: ['emailMagicLinks', 'passwords'],
        emailMagicLinksOptions: { loginRedirectURL: back, signupRedirectURL: back, discoveryRedirectURL: back },
        passwordOptions: { loginRedirectURL: back, resetPasswordRedirectURL: back, discoveryRedirectURL: back },
        sessionOptions: { sessionDurationMinutes: 60 * 24 },
      }),
      styles: demo.styles,
      callbacks: demo.callbacks(),
    });
  }
  function show() {
    client.unmount('#widget');
    portal = featherlogin['mountAdminPortal' + section]({
      element: '#widget',
      client: client,
      styles: demo.styles,
      nonce: demo.nonce,
      config: {
        inviteRedirectURL: demo.origin + '/b2b.html',
        testLoginRedirectURL: demo.origin + '/b2b.html',
        testSignupRedirectURL: demo.origin + '/b2b.html',
      },
    });
  }
  // Signed in: the section; signed out (at first, or by Log out): the login widget again.
  function draw() {
    var signedIn = !!client.session.getSync();
    if (signedIn && !portal) show();
    if (!signedIn && portal) {
      portal();
      portal = null;
      login();
    }
  }
  client.session.onChange(draw);
  if (client.session.getSync()) show();
  else login();
})();
