// The demo page: the headless client against the local emulator. Email OTP sign-up/login and the
// current session, which survives a reload (cookies + local storage) and an emulator restart
// (SQLite). Server text is only ever set as textContent.
(function () {
  var cfg = window.FEATHERLOGIN_DEMO;
  var client = new featherlogin.StytchHeadlessClient(cfg.publicToken, { endpoints: { testAPIURL: cfg.emulatorURL } });
  var $ = function (id) { return document.getElementById(id); };
  var methodId = null;
  $('mailbox-link').href = cfg.emulatorURL + '/emulator/mailbox';

  function showError(e) {
    $('error').textContent = e ? (e.error_message || e.message || String(e)) : '';
  }

  function renderSession() {
    var session = client.session.getSync();
    var user = client.user.getSync();
    var box = $('session');
    box.textContent = '';
    $('logout').hidden = !session;
    $('otp-section').hidden = !!session;
    if (!session) {
      var p = document.createElement('p');
      p.textContent = 'Not signed in.';
      box.appendChild(p);
      return;
    }
    var dl = document.createElement('dl');
    var rows = [
      ['User', user && user.emails && user.emails[0] ? user.emails[0].email : (user ? user.user_id : '')],
      ['User id', session.user_id],
      ['Session id', session.session_id],
      ['Started', session.started_at],
      ['Expires', session.expires_at],
      ['Factors', (session.authentication_factors || []).map(function (f) { return f.type + ' (' + f.delivery_method + ')'; }).join(', ')],
    ];
    rows.forEach(function (r) {
      var dt = document.createElement('dt');
      dt.textContent = r[0];
      var dd = document.createElement('dd');
      dd.textContent = r[1];
      dl.appendChild(dt);
      dl.appendChild(dd);
    });
    box.appendChild(dl);
  }

  client.session.onChange(renderSession);
  renderSession();
  // Re-check a stored session with the emulator (it survives emulator restarts).
  if (client.session.getSync()) client.session.authenticate().then(renderSession, function (e) { renderSession(); showError(e); });

  $('send-form').addEventListener('submit', function (ev) {
    ev.preventDefault();
    showError(null);
    var email = $('email').value.trim();
    client.otps.email.loginOrCreate(email, { expiration_minutes: 10 }).then(function (r) {
      methodId = r.method_id;
      $('sent-to').textContent = 'We sent a code to ' + email + '.';
      $('verify-form').hidden = false;
      $('code').focus();
    }, showError);
  });

  $('verify-form').addEventListener('submit', function (ev) {
    ev.preventDefault();
    showError(null);
    client.otps.authenticate($('code').value.trim(), methodId, { session_duration_minutes: 60 * 24 }).then(function () {
      $('verify-form').hidden = true;
      $('code').value = '';
      renderSession();
      $('session-title').focus();
    }, showError);
  });

  $('logout').addEventListener('click', function () {
    client.session.revoke({ forceClear: true }).catch(function () {}).then(function () {
      renderSession();
      $('otp-title').focus();
    });
  });
})();
