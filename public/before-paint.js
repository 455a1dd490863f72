/* global window, document */
// What stored preferences change before first paint. A classic (blocking)
// script because the CSP forbids inline scripts.
// - The theme: dark is the default; the system setting is ignored on purpose
//   (customer-area §2). The key must match THEME_STORAGE_KEY.
// - The cookie banner: the prerendered pages carry it (decision 081); it shows
//   only when this marks the visitor as not having chosen yet, so someone who
//   has chosen never sees it flash, and without JavaScript it stays hidden.
//   The key and the record's shape must match src/web/lib/consent.ts.
// - The session call: GET /api/auth/me starts with the HTML, in parallel with
//   the app's code (a preload that session-store.ts's request takes over),
//   only when the marker cookie says a session may exist (decision 127): a
//   signed-out visitor's page makes no call the server must refuse. The
//   same marker picks the loading screen's frame (data-signed-in).
// All are checked against the app by src/web/lib/before-paint.test.ts.
(function () {
  var root = document.documentElement;
  var theme = null;
  var consent = null;
  try {
    theme = window.localStorage.getItem('postwright-theme');
    consent = window.localStorage.getItem('postwright-cookie-consent');
  } catch {
    // Storage may be blocked (privacy mode): keep the defaults.
  }
  if (theme === 'light') {
    root.classList.remove('dark');
  } else {
    root.classList.add('dark');
  }
  var chosen = false;
  try {
    var record = JSON.parse(consent);
    chosen = typeof record === 'object' && record !== null && typeof record.analytics === 'boolean' && typeof record.marketing === 'boolean';
  } catch {
    // Unreadable: ask again, as the app does.
  }
  if (!chosen) root.setAttribute('data-ask-consent', '');
  // The marker's name must match SIGNED_IN_MARKER_COOKIE.
  var signedIn = document.cookie.split(';').some(function (part) {
    return part.trim().indexOf('pw_signed_in=') === 0;
  });
  // The loading screen shows the signed-in shell, not a splash (src/web/app/session-loading-screen.tsx).
  if (signedIn) root.setAttribute('data-signed-in', '');
  else root.removeAttribute('data-signed-in');
  if (signedIn && document.querySelector('link[href="/api/auth/me"]') === null) {
    var link = document.createElement('link');
    link.rel = 'preload';
    link.href = '/api/auth/me';
    link.as = 'fetch';
    link.crossOrigin = 'use-credentials';
    document.head.appendChild(link);
  }
})();
