// The cookie notice's inline script: zero-JS pages get it too, so it is plain, tiny and has no imports at runtime.
import { COOKIE_CONSENT_COOKIE, COOKIE_CONSENT_KEY, COOKIE_DEFAULT_MAX_AGE_SEC, COOKIES_ACCEPTED_KEY } from '../../domain/cookie-consent'

export const COOKIE_NOTICE_ID = 'cookie-notice'

/**
 * Runs right after the notice's markup, which the server renders `hidden` only where the route
 * allows it (shouldShowCookieNotice). Reveals it unless localStorage holds `cookiesAccepted = "true"`;
 * «Окей» stores that, the chosen optional categories (checkboxes with a `name`) as JSON, and the same
 * JSON in a cookie for the server, with the spec's default expiry of one day. Hand-minified; the unit
 * test runs it against a fake document and storage.
 */
export const COOKIE_NOTICE_SCRIPT =
  `(function(d,n,s){n=d.getElementById("${COOKIE_NOTICE_ID}");if(!n)return;` +
  `try{s=localStorage;if(s.getItem("${COOKIES_ACCEPTED_KEY}")=="true")return}catch(e){}n.hidden=!1;` +
  `n.querySelector("[data-accept]").onclick=function(c){c={};` +
  `n.querySelectorAll("input[name]").forEach(function(i){c[i.name]=i.checked});c=JSON.stringify(c);` +
  `try{s.setItem("${COOKIES_ACCEPTED_KEY}","true");s.setItem("${COOKIE_CONSENT_KEY}",c)}catch(e){}` +
  `d.cookie="${COOKIE_CONSENT_COOKIE}="+encodeURIComponent(c)+";max-age=${COOKIE_DEFAULT_MAX_AGE_SEC};path=/;samesite=lax";n.remove()}})(document)`
