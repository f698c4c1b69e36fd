/* global window, document */
// Runs before the first paint: shows the stored colour scheme (light, dark or the system's) at once, with no
// flash of the other. src/lib/color-scheme.ts names the key and the attribute MUI's ThemeProvider then keeps.
(function () {
  var mode = 'system';
  try {
    mode = window.localStorage.getItem('mui-mode') || 'system';
  } catch {
    // Storage blocked: follow the system.
  }
  var dark =
    mode === 'dark' ||
    (mode !== 'light' && window.matchMedia && window.matchMedia('(prefers-color-scheme: dark)').matches);
  var scheme = dark ? 'dark' : 'light';
  document.documentElement.setAttribute('data-mui-color-scheme', scheme);
  document.documentElement.style.colorScheme = scheme;
})();
