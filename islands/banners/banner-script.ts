// The banner stack's inline script: hides closed banners before they paint, shows one promo, remembers a close.

/**
 * Runs right after the stack's markup (`document.currentScript.previousElementSibling` is the stack).
 * A closed flag is any stored value under the banner's `data-key`, in localStorage when it has
 * `data-local`, else in sessionStorage. A static banner gets `hidden`; a banner inside an island
 * (the live mass alert) gets a style rule instead, because React owns its DOM once it hydrates; the rule
 * carries the script's own CSP nonce, or the page's policy would refuse it.
 * Of the `data-promo` banners only the first not closed is revealed. Hand-minified: it ships inline on
 * every page with banners, and the unit test runs it against a fake document.
 */
export const BANNERS_SCRIPT =
  '(function(d){var p=d.currentScript,s=p.previousElementSibling,n=1;' +
  'function t(b){try{return b.hasAttribute("data-local")?localStorage:sessionStorage}catch(e){}}' +
  's.querySelectorAll("[data-banner]").forEach(function(b){var k=b.dataset.key,c;try{c=t(b).getItem(k)}catch(e){}' +
  'if(c){if(b.closest("[data-island]")){c=d.createElement("style");c.nonce=p.nonce;c.textContent=\'[data-key="\'+k+\'"]{display:none}\';d.head.appendChild(c)}else b.hidden=!0}' +
  'else if(n&&b.hasAttribute("data-promo"))n=b.hidden=!1});' +
  's.addEventListener("click",function(e){var c=e.target.closest("[data-banner-close]"),b=c&&c.closest("[data-banner]");' +
  'if(b){b.hidden=!0;try{t(b).setItem(b.dataset.key,"true")}catch(e){}}})})(document)'
