// The account page of the signed-in user (mountUserProfile): emails and phones by code, password,
// passkeys, authenticator app and recovery codes, connected accounts and apps, this session.
// Signing in or out elsewhere on the page mounts a fresh widget.
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
    client.mountUserProfile({
      elementId: '#widget',
      config: { oauthProviders: ['google', 'github'] },
      styles: demo.styles,
      callbacks: demo.callbacks(),
    });
  }

  mount();
  client.session.onChange(function (s) {
    if (!!s === signedIn) return; // a refreshed session keeps the widget's state
    signedIn = !!s;
    client.unmount('#widget');
    mount();
  });
})();
