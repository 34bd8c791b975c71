// The Admin Portal's SSO or SCIM section (body data-kind) for the signed-in B2B member, mounted by
// /admin-connections.js (src/admin/demo-mount.tsx). Its Test button signs in through the
// emulator's SSO page and comes back to the B2B page. Signing in or out elsewhere mounts it afresh.
(function () {
  var kind = document.body.getAttribute('data-kind');
  var client = demo.b2b();
  demo.sessionPanel(client, 'b2b');
  var hint = document.getElementById('hint');
  var back = demo.origin + '/b2b.html';
  var signedIn = !!client.session.getSync();
  var unmount = null;

  function mount() {
    hint.textContent = '';
    if (unmount) unmount();
    unmount = null;
    if (!signedIn) {
      hint.appendChild(document.createTextNode('You are not signed in to an organization.'));
      return;
    }
    featherloginAdminDemo
      .mount(
        kind,
        '#widget',
        client,
        { testLoginRedirectURL: back, testSignupRedirectURL: back },
        { nonce: demo.nonce, styles: demo.styles },
      )
      .then(function (u) {
        unmount = u;
      });
  }

  mount();
  client.session.onChange(function (s) {
    if (!!s === signedIn) return;
    signedIn = !!s;
    mount();
  });
})();
