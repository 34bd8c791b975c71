// The account page of the signed-in user (mountUserProfile): emails and phones by code, password,
// passkeys, authenticator app and recovery codes, connected accounts and apps, this session.
(function () {
  var client = demo.consumer();
  demo.forSignedIn(client, 'consumer', ['log in first', '/login.html'], function () {
    client.mountUserProfile({
      elementId: '#widget',
      config: { oauthProviders: ['google', 'github'], nonce: demo.nonce },
      styles: demo.styles,
      callbacks: demo.callbacks(),
    });
  });
})();
