// Passkey registration for the signed-in user (without one the widget shows its error). Signing
// in or out elsewhere on the page mounts a fresh widget.
(function () {
  var client = demo.consumer();
  demo.sessionPanel(client, 'consumer');
  var hint = document.getElementById('hint');
  var signedIn = !!client.session.getSync();

  function mount() {
    hint.textContent = '';
    if (!signedIn) {
      hint.appendChild(document.createTextNode('You are not signed in: '));
      hint.appendChild(demo.el('a', 'log in first', { href: '/login.html' }));
      hint.appendChild(document.createTextNode('.'));
    }
    client.mountPasskeyRegistration({
      elementId: '#widget',
      config: demo.config({ products: ['passkeys'], sessionOptions: { sessionDurationMinutes: 60 * 24 * 7 } }),
      styles: demo.styles,
      callbacks: demo.callbacks(),
    });
  }

  mount();
  client.session.onChange(function (s) {
    if (!!s === signedIn) return; // a refreshed session keeps the widget's screen
    signedIn = !!s;
    client.unmount('#widget');
    mount();
  });
})();
