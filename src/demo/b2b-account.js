// The account page of the signed-in organization member (mountMemberProfile): name, MFA phone and
// authenticator app, recovery codes, password, connected apps, the organization and roles.
(function () {
  var client = demo.b2b();
  demo.sessionPanel(client, 'b2b');
  var hint = document.getElementById('hint');
  var signedIn = !!client.session.getSync();

  function mount() {
    hint.textContent = '';
    if (!signedIn) {
      hint.appendChild(document.createTextNode('You are not signed in: '));
      hint.appendChild(demo.el('a', 'log in to an organization first', { href: '/b2b/acme' }));
      hint.appendChild(document.createTextNode('.'));
    }
    client.mountMemberProfile({ elementId: '#widget', styles: demo.styles, callbacks: demo.callbacks() });
  }

  mount();
  client.session.onChange(function (s) {
    if (!!s === signedIn) return;
    signedIn = !!s;
    client.unmount('#widget');
    mount();
  });
})();
