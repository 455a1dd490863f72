/* global window, document */
// Applies the stored theme before first paint. A classic (blocking) script
// because the CSP forbids inline scripts. Dark is the default; the system
// setting is ignored on purpose (customer-area §2). The storage key must match
// THEME_STORAGE_KEY in src/shared/constants.ts (a unit test checks it).
(function () {
  var theme = null;
  try {
    theme = window.localStorage.getItem('postwright-theme');
  } catch {
    // Storage may be blocked (privacy mode): keep the default.
  }
  var root = document.documentElement;
  if (theme === 'light') {
    root.classList.remove('dark');
  } else {
    root.classList.add('dark');
  }
})();
