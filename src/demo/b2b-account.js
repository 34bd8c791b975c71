// The account page of the signed-in organization member (mountMemberProfile): name, MFA phone and
// authenticator app, recovery codes, password, connected apps, the organization and roles.
(function () {
  var client = demo.b2b();
  demo.forSignedIn(client, 'b2b', ['log in to an organization first', '/b2b/acme'], function () {
    client.mountMemberProfile({ elementId: '#widget', config: { nonce: demo.nonce }, styles: demo.styles, callbacks: demo.callbacks() });
  });
})();
