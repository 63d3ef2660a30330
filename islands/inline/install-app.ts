// The web-app's install offer as a tiny inline script (no bundle on the /webapp pages for it): Chromium browsers fire
// `beforeinstallprompt` when the manifest (public/manifest.webmanifest) makes the site installable; the script keeps the
// event, shows the hidden install button («Установить приложение») and, on a click, opens the browser's own install dialog. Installed (or
// opened as the installed app), the button stays hidden. iOS Safari has no such event (only `navigator.standalone`): there
// the button shows from the start and a click, with no install dialog to open, asks the popup host for «Приложение уже в
// пути» (APPS_IN_PROGRESS_EVENT), which says how to add the site to the home screen.

import { APPS_IN_PROGRESS_EVENT } from './apps-in-progress-event'

export const INSTALL_APP_ATTR = 'data-install-app'

// Hand-minified because it is inlined into every web-app page; it reaches the browser only through `window` and
// `document`, so the unit test runs it against fakes.
export const INSTALL_APP_SCRIPT =
  `(function(w,d){var b=d.querySelector("[${INSTALL_APP_ATTR}]"),e=null;if(!b)return;` +
  `if(w.matchMedia&&w.matchMedia("(display-mode: standalone)").matches)return;` +
  `if(w.navigator&&w.navigator.standalone===false)b.hidden=false;` +
  `w.addEventListener("beforeinstallprompt",function(v){v.preventDefault();e=v;b.hidden=false});` +
  `w.addEventListener("appinstalled",function(){e=null;b.hidden=true});` +
  `b.addEventListener("click",function(){if(!e){d.dispatchEvent(new CustomEvent("${APPS_IN_PROGRESS_EVENT}"));return}var v=e;e=null;b.hidden=true;v.prompt()})})(window,document)`
