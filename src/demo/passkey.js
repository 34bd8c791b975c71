// Passkey registration for the signed-in user (without one the widget shows its error). Signing
// in or out elsewhere on the page mounts a fresh widget.
(function () {
  var client = demo.consumer();
  demo.forSignedIn(client, 'consumer', ['log in first', '/login.html'], function () {
    client.mountPasskeyRegistration({
      elementId: '#widget',
      config: demo.config({ products: ['passkeys'], sessionOptions: { sessionDurationMinutes: 60 * 24 * 7 } }),
      styles: demo.styles,
      callbacks: demo.callbacks(),
    });
  });
})();
