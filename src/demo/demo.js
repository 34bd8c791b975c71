// The demo site's one shared module: configuration, the CSP nonce, the theme, the clients, the
// navigation, the session panel and the widget event log. Each page's own script (login.js, ...)
// only mounts its widget with window.demo. Server text is only ever set as textContent.
(function () {
  var cfg = window.FEATHERLOGIN_DEMO;
  // scripts/start.mjs writes a fresh nonce into this script tag per response (strict CSP): the
  // widgets put it on the <style> elements they create.
  var nonce = document.currentScript.nonce;
  var fl = window.featherlogin;
  var $ = function (id) {
    return document.getElementById(id);
  };
  var origin = location.origin;

  /** The spec's demo app theme: dark blue with teal and pink accents, through the widgets' `styles`. */
  var styles = {
    fontFamily: 'system-ui, sans-serif',
    colors: { primary: '#e8eeff', secondary: '#a9b8de', success: '#2dd4bf', error: '#ff7eb6' },
    container: { backgroundColor: '#102247', borderColor: '#2a3f73', borderRadius: '12px', width: '420px' },
    buttons: {
      primary: { backgroundColor: '#2dd4bf', textColor: '#0a1633', borderColor: '#2dd4bf', borderRadius: '6px' },
      secondary: { backgroundColor: '#102247', textColor: '#ff7eb6', borderColor: '#ff7eb6', borderRadius: '6px' },
      disabled: { backgroundColor: '#1c2d55', textColor: '#8d9cc4', borderColor: '#2a3f73', borderRadius: '6px' },
    },
    inputs: { backgroundColor: '#0a1633', textColor: '#e8eeff', borderColor: '#5a6fa6', borderRadius: '6px', placeholderColor: '#8d9cc4' },
  };

  var PAGES = [
    ['/', 'Home'],
    ['/login.html', 'Login'],
    ['/reset.html', 'Reset password'],
    ['/passkey.html', 'Passkeys'],
    ['/account.html', 'Account'],
    ['/b2b.html', 'B2B discovery'],
    ['/b2b/acme', 'B2B: Acme'],
    ['/b2b-account.html', 'B2B account'],
    ['/admin/org.html', 'Admin Portal'],
    ['/consent.html', 'Consent'],
    ['/app', 'Third-party app'],
  ];

  function el(tag, text, attrs) {
    var e = document.createElement(tag);
    if (text != null) e.textContent = text;
    for (var k in attrs || {}) e.setAttribute(k, attrs[k]);
    return e;
  }

  /** Site header: name, navigation, mailbox link. */
  function header() {
    var h = $('top');
    // Keyboard users skip the navigation (a dozen links) to the page's content.
    h.appendChild(el('a', 'Skip to the content', { href: '#main', class: 'skip' }));
    h.appendChild(el('p', 'featherlogin demo', { class: 'brand' }));
    var nav = el('nav', null, { 'aria-label': 'Demos' });
    var ul = el('ul');
    PAGES.concat([
      [cfg.emulatorURL + '/emulator/mailbox', 'Mailbox ↗'],
      [cfg.emulatorURL + '/emulator/b2b', 'Seeded orgs ↗'],
    ]).forEach(function (p) {
      var a = el('a', p[1], { href: p[0] });
      if (p[0] === location.pathname) a.setAttribute('aria-current', 'page');
      if (p[0].indexOf('http') === 0) {
        a.target = '_blank';
        a.rel = 'noopener noreferrer';
      }
      var li = el('li');
      li.appendChild(a);
      ul.appendChild(li);
    });
    nav.appendChild(ul);
    h.appendChild(nav);
    if ($('mailbox')) $('mailbox').href = cfg.emulatorURL + '/emulator/mailbox';
    if ($('orgs')) $('orgs').href = cfg.emulatorURL + '/emulator/b2b';
  }

  var endpoints = { testAPIURL: cfg.emulatorURL };

  /** The consumer client (the widgets' class when dist/featherlogin.js is on the page). */
  function consumer() {
    var C = fl.StytchUIClient || fl.StytchHeadlessClient;
    return new C(cfg.publicToken, { endpoints: endpoints });
  }

  /** The B2B client. Its own cookie names: a consumer and a member session live side by side on this origin. */
  function b2b() {
    var C = fl.StytchB2BUIClient || fl.StytchB2BHeadlessClient;
    return new C(cfg.b2bPublicToken, {
      endpoints: endpoints,
      cookieOptions: {
        opaqueTokenCookieName: 'demo_b2b_session',
        jwtCookieName: 'demo_b2b_session_jwt',
        istCookieName: 'demo_b2b_intermediate_session_token',
      },
    });
  }

  function rows(dl, list) {
    list.forEach(function (r) {
      if (!r[1]) return;
      dl.appendChild(el('dt', r[0]));
      dl.appendChild(el('dd', r[1]));
    });
  }

  var when = function (iso) {
    return iso ? new Date(iso).toLocaleString() + '  (' + iso + ')' : '';
  };
  var factors = function (s) {
    return (s.authentication_factors || [])
      .map(function (f) {
        return f.delivery_method || f.type;
      })
      .join(', ');
  };

  /**
   * Renders the current session of `client` into a new panel in `parent` (kind 'consumer' or 'b2b'):
   * who, expiry, factors, a Log out button. On load the stored session is checked with the emulator,
   * which shows it survived a reload and an emulator restart.
   */
  function sessionPanel(client, kind, parent) {
    var box = el('aside', null, { 'aria-labelledby': kind + '-session-title' });
    var h = el('h2', kind === 'b2b' ? 'Member session (B2B)' : 'Session', { id: kind + '-session-title', tabindex: '-1' });
    var body = el('div', null, { 'aria-live': 'polite' });
    var status = el('p', '', { class: 'muted' });
    var out = el('button', 'Log out', { type: 'button', class: 'button' });
    box.appendChild(h);
    box.appendChild(body);
    box.appendChild(status);
    box.appendChild(out);
    (parent || document.querySelector('.side') || document.querySelector('main')).appendChild(box);

    function render() {
      var s = client.session.getSync();
      body.textContent = '';
      out.hidden = !s;
      if (s && status.textContent === 'Logged out.') status.textContent = '';
      if (!s) return body.appendChild(el('p', 'Not signed in.'));
      var dl = el('dl');
      if (kind === 'b2b') {
        var m = client.self.getSync() || {};
        var o = client.organization.getSync() || {};
        rows(dl, [
          ['Member', m.email_address],
          ['Name', m.name],
          ['Organization', o.organization_name],
          ['Member id', s.member_id],
        ]);
      } else {
        var u = client.user.getSync() || {};
        var email = u.emails && u.emails[0] && u.emails[0].email;
        var phone = u.phone_numbers && u.phone_numbers[0] && u.phone_numbers[0].phone_number;
        rows(dl, [
          ['User', email || phone || (u.crypto_wallets && u.crypto_wallets[0] && u.crypto_wallets[0].crypto_wallet_address) || s.user_id],
          ['User id', s.user_id],
          ['Passkeys', u.webauthn_registrations && String(u.webauthn_registrations.length)],
        ]);
      }
      rows(dl, [
        ['Started', when(s.started_at)],
        ['Expires', when(s.expires_at)],
        ['Factors', factors(s)],
      ]);
      body.appendChild(dl);
    }

    client.session.onChange(render);
    (kind === 'b2b' ? client.self : client.user).onChange(render);
    if (kind === 'b2b') client.organization.onChange(render);
    render();
    if (client.session.getSync()) {
      status.textContent = 'Checking the stored session with the emulator…';
      client.session.authenticate().then(
        function () {
          status.textContent = 'Session confirmed by the emulator at ' + new Date().toLocaleTimeString() + '.';
        },
        function (e) {
          status.textContent = 'The emulator did not confirm the session: ' + (e.error_message || e.message);
        },
      );
    }
    out.addEventListener('click', function () {
      client.session
        .revoke({ forceClear: true })
        .catch(function () {})
        .then(function () {
          status.textContent = 'Logged out.';
          h.focus();
          // The page's own Log out (a page script may show its login form again on it).
          document.dispatchEvent(new Event('demo-logout'));
        });
    });
    return box;
  }

  /** Widget callbacks that list each event and error in an "Events" panel (aria-live). */
  function callbacks(extra) {
    var list = $('events');
    if (!list) {
      var box = el('aside', null, { 'aria-labelledby': 'events-title' });
      box.appendChild(el('h2', 'Widget events', { id: 'events-title' }));
      list = el('ol', null, { id: 'events', 'aria-live': 'polite' });
      box.appendChild(list);
      (document.querySelector('.side') || document.querySelector('main')).appendChild(box);
    }
    var add = function (t) {
      list.appendChild(el('li', t));
    };
    return {
      onEvent: function (e) {
        add(e.type);
        if (extra && extra.onEvent) extra.onEvent(e);
      },
      onError: function (e) {
        add('error: ' + (e && (e.error_type || e.message || e.error_message)));
      },
    };
  }

  /**
   * A page opened without its link or request: the widget's column says what the page is for, the
   * steps that lead here, and links to where to start (instead of an empty column).
   */
  function start(title, steps, links) {
    var box = el('section', null, { class: 'start', 'aria-labelledby': 'start-title' });
    box.appendChild(el('h2', title, { id: 'start-title' }));
    var ol = el('ol');
    steps.forEach(function (s) {
      ol.appendChild(el('li', s));
    });
    box.appendChild(ol);
    links.forEach(function (l) {
      box.appendChild(el('a', l[1], { href: l[0], class: 'button' }));
    });
    $('widget').appendChild(box);
  }

  header();
  /**
   * A page for the signed-in user or member: `mount()` draws the widget (with a hint and a link to
   * sign in first when no one is), and a sign-in or sign-out elsewhere on the page mounts it afresh.
   */
  function forSignedIn(client, kind, signInLink, mount) {
    sessionPanel(client, kind);
    var hint = $('hint');
    var signedIn = !!client.session.getSync();
    function draw() {
      hint.textContent = '';
      if (!signedIn) {
        hint.appendChild(document.createTextNode('You are not signed in: '));
        hint.appendChild(el('a', signInLink[0], { href: signInLink[1] }));
        hint.appendChild(document.createTextNode('.'));
      }
      mount();
    }
    draw();
    client.session.onChange(function (s) {
      if (!!s === signedIn) return; // a refreshed session keeps the widget's screen
      signedIn = !!s;
      client.unmount('#widget');
      draw();
    });
  }

  window.demo = {
    start: start,
    forSignedIn: forSignedIn,
    cfg: cfg,
    nonce: nonce,
    styles: styles,
    origin: origin,
    consumer: consumer,
    b2b: b2b,
    sessionPanel: sessionPanel,
    callbacks: callbacks,
    el: el,
    /** Widget config plus the CSP nonce. */
    config: function (c) {
      c = c || {};
      c.nonce = nonce;
      return c;
    },
  };
})();
