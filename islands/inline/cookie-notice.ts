// The cookie notice's inline script: zero-JS pages get it too, so it is plain, tiny and has no imports at runtime.
import { COOKIE_CONSENT_COOKIE, COOKIE_CONSENT_KEY, COOKIE_DEFAULT_MAX_AGE_SEC, COOKIES_ACCEPTED_KEY } from '../../domain/cookie-consent'

export const COOKIE_NOTICE_ID = 'cookie-notice'

/**
 * Runs right after the notice's markup, which the server renders `hidden` only where the route
 * allows it (shouldShowCookieNotice). Reveals it unless localStorage holds `cookiesAccepted = "true"`.
 * Each answer is a button with a `value` (domain/cookie-consent.ts CookieChoice, consentFor): «Окей»
 * `all` switches every optional category on, «Только необходимые» `necessary` none, «Сохранить выбор»
 * `chosen` the ticked boxes (checkboxes with a `name`, unticked until the student ticks them: opt-in).
 * It stores `cookiesAccepted`, the choice as JSON, and the same JSON in a cookie for the server with the
 * spec's default expiry of one day; a later page renews that cookie from storage, so the server keeps
 * honouring the choice. Before an answer nothing optional is stored. Hand-minified; the unit test runs
 * it against a fake document and storage.
 */
export const COOKIE_NOTICE_SCRIPT =
  `(function(d,n,s,w,c){n=d.getElementById("${COOKIE_NOTICE_ID}");if(!n)return;` +
  `w=function(c){d.cookie="${COOKIE_CONSENT_COOKIE}="+encodeURIComponent(c)+";max-age=${COOKIE_DEFAULT_MAX_AGE_SEC};path=/;samesite=lax"};` +
  `try{s=localStorage;if(s.getItem("${COOKIES_ACCEPTED_KEY}")=="true"){c=s.getItem("${COOKIE_CONSENT_KEY}");if(c)w(c);return}}catch(e){}n.hidden=!1;` +
  `n.querySelectorAll("button[value]").forEach(function(b){b.onclick=function(c){c={};` +
  `n.querySelectorAll("input[name]").forEach(function(i){c[i.name]=b.value=="all"||b.value=="chosen"&&i.checked});c=JSON.stringify(c);` +
  `try{s.setItem("${COOKIES_ACCEPTED_KEY}","true");s.setItem("${COOKIE_CONSENT_KEY}",c)}catch(e){}w(c);n.remove()}})})(document)`
