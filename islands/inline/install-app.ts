// The web-app's install offer as a tiny inline script (no bundle on the /webapp pages for it): Chromium browsers fire
// `beforeinstallprompt` when the manifest (public/manifest.webmanifest) makes the site installable; the script keeps the
// event, shows the hidden «Установить» button and, on a click, opens the browser's own install dialog. Installed (or
// opened as the installed app), the button stays hidden. Safari has no such event: there the button never shows.

export const INSTALL_APP_ATTR = 'data-install-app'

// Hand-minified because it is inlined into every web-app page; it reaches the browser only through `window` and
// `document`, so the unit test runs it against fakes.
export const INSTALL_APP_SCRIPT =
  `(function(w,d){var b=d.querySelector("[${INSTALL_APP_ATTR}]"),e=null;if(!b)return;` +
  `if(w.matchMedia&&w.matchMedia("(display-mode: standalone)").matches)return;` +
  `w.addEventListener("beforeinstallprompt",function(v){v.preventDefault();e=v;b.hidden=false});` +
  `w.addEventListener("appinstalled",function(){e=null;b.hidden=true});` +
  `b.addEventListener("click",function(){if(!e)return;var v=e;e=null;b.hidden=true;v.prompt()})})(window,document)`
