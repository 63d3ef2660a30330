// Scroll-to-top button of the landing layout as a tiny inline script: content pages ship no React (platform.md §2, §9).

/** Spec §9: the button shows once the page is scrolled more than 100 px; the scroll handler runs at most every 25 ms. */
const SCROLL_TOP_THRESHOLD_PX = 100
const SCROLL_TOP_THROTTLE_MS = 25
export const SCROLL_TOP_ID = 'scroll-top'
const SCROLL_TOP_SHOWN_CLASS = 'is-shown'

// Hand-minified because it is inlined into every landing page. It reaches the browser only through
// its `window`/`document` arguments, so the unit test runs it against fakes. The button is a link to
// #top, so without the script it still works (it just never hides); reduced motion jumps instead of gliding.
export const SCROLL_TOP_SCRIPT =
  `(function(w,d){var b=d.getElementById("${SCROLL_TOP_ID}"),t=0;if(!b)return;` +
  `function s(){t=0;b.classList.toggle("${SCROLL_TOP_SHOWN_CLASS}",w.scrollY>${SCROLL_TOP_THRESHOLD_PX})}` +
  `w.addEventListener("scroll",function(){t||(t=w.setTimeout(s,${SCROLL_TOP_THROTTLE_MS}))},{passive:true});` +
  `b.addEventListener("click",function(e){e.preventDefault();` +
  `w.scrollTo({top:0,behavior:w.matchMedia("(prefers-reduced-motion: reduce)").matches?"auto":"smooth"})});` +
  `s()})(window,document)`
