// Passkey registration for the signed-in user (the widget shows an error without one).
(function () {
  var client = demo.consumer();
  demo.sessionPanel(client, 'consumer');
  var hint = document.getElementById('hint');
  function mount() {
    hint.textContent = client.session.getSync() ? '' : 'You are not signed in: log in on the login page first.';
    client.mountPasskeyRegistration({
      elementId: '#widget',
      config: demo.config({ products: ['passkeys'], sessionOptions: { sessionDurationMinutes: 60 * 24 * 7 } }),
      styles: demo.styles,
      callbacks: demo.callbacks(),
    });
  }
  mount();
})();
