// The account page of the signed-in user (mountUserProfile): emails and phones by code, password,
// passkeys, authenticator app and recovery codes, connected accounts and apps, this session.
(function () {
  var client = demo.consumer();
  demo.forSignedIn(client, 'consumer', ['log in first', '/login.html'], function () {
    client.mountUserProfile({
      elementId: '#widget',
      // A provider linked here comes back to this page (listed among the project's redirect URLs), whose widget attaches it.
      config: { oauthProviders: ['google', 'github'], oauthRedirectURL: location.origin + '/account.html', nonce: demo.nonce },
      styles: demo.styles,
      callbacks: demo.callbacks(),
    });
  });
})();
