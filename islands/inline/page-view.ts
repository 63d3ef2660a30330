// A page-view event for pages that ship no JavaScript (landings): one inline script that sends a single beacon to
// POST /api/events with the analytics user context, unless the visitor is a bot or has not switched analytics on.
import { BOT_CHECK_INLINE } from '../../domain/bot'
import { COOKIE_CONSENT_KEY } from '../../domain/cookie-consent'
import { PLACEMENT_PATTERN, STORAGE_KEYS } from '../../domain/query-params'
import { SESSION_ID_KEY } from '../../domain/analytics/user-context'
import { DESKTOP_MIN, TABLET_MIN } from '../../domain/breakpoints'
import { FINGERPRINT_KEY } from '../graphql/credentials'
import { EXPERIMENT_ASSIGNMENTS_KEY } from '../analytics/providers'
import { experimentCookieAttributes, FINGERPRINT_COOKIE } from '../../domain/experiment-cookies'

const s = (v: unknown) => JSON.stringify(v)

/** The script's text; `<` is escaped so no value can close the script element. */
export function pageViewScript(event: string, props: Record<string, string> = {}): string {
  const body = [
    `if(${BOT_CHECK_INLINE})return;`,
    'var L=localStorage,S=sessionStorage,o=location,w=innerWidth,c,f,i,x,P,q={};',
    // Opt-in (issue 33): only once the cookie notice's analytics category was switched on.
    `try{c=JSON.parse(L.getItem(${s(COOKIE_CONSENT_KEY)}))}catch(x){}if(!c||c.analytics!==!0)return;`,
    `f=L.getItem(${s(FINGERPRINT_KEY)});if(!f){f=crypto.randomUUID().replace(/-/g,"");L.setItem(${s(FINGERPRINT_KEY)},f)}`,
    // The same first-party cookie the bundles' getFingerprint() writes, so the next page request can hash experiments.
    `document.cookie=${s(`${FINGERPRINT_COOKIE}=`)}+f+${s(experimentCookieAttributes(true))};`,
    `i=S.getItem(${s(SESSION_ID_KEY)});if(!i){i=crypto.randomUUID().replace(/-/g,"");S.setItem(${s(SESSION_ID_KEY)},i)}`,
    'new URLSearchParams(o.search).forEach(function(v,k){q[k]=v});',
    // platform.md §2: event_name (A or B) is the experiment variant of this landing event, p the placement (partner or
    // ad slot) id the link was put in; both go with the event's props, anything else is dropped.
    `P=${s(props)};if(q.event_name==="A"||q.event_name==="B")P.event_variant=q.event_name;if(${PLACEMENT_PATTERN}.test(q.p||""))P.placement=q.p;`,
    // The experiments this browser was put in (islands/analytics/providers.ts), as every tracked event carries them.
    `try{x=JSON.parse(L.getItem(${s(EXPERIMENT_ASSIGNMENTS_KEY)})||"{}")}catch(y){x={}}`,
    'navigator.sendBeacon("/api/events",new Blob([JSON.stringify({fingerprint:f,',
    `context:{session_id:i,entry:S.getItem(${s(STORAGE_KEYS.entry)}),url:o.href,get_params:q,experiments:x,is_web_app:/^\\/webapp(\\/|$)/.test(o.pathname),`,
    `user_agent:navigator.userAgent,screen_preset:w>=${DESKTOP_MIN}?"desktop":w>=${TABLET_MIN}?"tablet":"mobile"},`,
    `events:[{name:${s(event)},props:P,time:Date.now()}]})],{type:"text/plain"}))`,
  ].join('')
  return `(function(){try{${body}}catch(x){}})()`.replace(/</g, '\\u003c')
}
