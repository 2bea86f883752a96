// Runs before the first paint (a blocking script in <head>), so a dark theme never flashes light.
(function () {
  var theme;
  try {
    theme = localStorage.getItem('theme');
  } catch (_e) {
    // storage blocked: fall back to the system preference
  }
  if (theme !== 'light' && theme !== 'dark') {
    theme = window.matchMedia && window.matchMedia('(prefers-color-scheme: dark)').matches ? 'dark' : 'light';
  }
  document.documentElement.classList.toggle('dark', theme === 'dark');
  document.documentElement.style.colorScheme = theme;
})();
