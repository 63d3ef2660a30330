// The routing guard of platform.md §2: one plain inline script in every page's <head>, run before the page paints.
// The server renders the current page's facts into it, so the browser never needs the route table.
import { matchRoute } from '../../domain/route-match'
import { STORAGE_KEYS } from '../../domain/query-params'
import { AUTH_PATH, CLIENT_MAIN_PATH, CLIENT_ROLE_ID } from '../../domain/routes'
import { ADMIN_VIEW_KEY, API_TOKEN_KEY } from '../graphql/credentials'
import { ENTRY_COOKIE } from '../../domain/banners'

export type TGuardFacts = { loginRequired: boolean; entry: string | null }

export function guardFacts(pathname: string): TGuardFacts {
  const route = matchRoute(pathname)?.route
  return { loginRequired: route?.access === 'login', entry: route?.entry ?? null }
}

const s = (value: string) => JSON.stringify(value)
const K = STORAGE_KEYS

// Hand-written small: it ships inline on every page. l = login required (0/1), e = the route's own entry.
// Storage can throw (private mode, blocked cookies): then the page simply loads as it is.
const BODY = [
  'var d=document,h=d.documentElement,o=location,q=new URLSearchParams(o.search),L=localStorage,S=sessionStorage,g=function(k){return q.get(k)},v,u,t,',
  // Hides the page while it is being left, so a guarded page never flashes.
  'R=function(p){h.hidden=!0;o.replace(p)};',
  // Entry source, once per session: query entry, else the edugram id, else the route's own entry.
  `if(!S.getItem(${s(K.entry)})&&(v=g("entry")||g("edugram_id")||e))S.setItem(${s(K.entry)},v);`,
  // …and as a session cookie, so the server can render the influencer banner of that entry on later pages.
  `if(v=S.getItem(${s(K.entry)}))d.cookie=${s(`${ENTRY_COOKIE}=`)}+escape(v)+";path=/";`,
  `if(v=g("offer"))L.setItem(${s(K.promoCode)},v);`,
  `if(v=g("ref"))L.setItem(${s(K.referralId)},v);`,
  `if(g("geo")=="CIS")L.setItem(${s(K.hidePhoneAuth)},"true");`,
  // The wheel's address flags outlive the sign-in a guest goes through first (islands/wheel/wheel-flags.ts reads them),
  // and so does the placement p, for the sign-up's registration params (checked where it is read).
  `for(v of[${s(K.pendingTrialKey)},${s(K.pendingShowWof)},${s(K.pendingNewby)},${s(K.pendingPlacement)}])if(q.has(v))S.setItem(v,g(v));`,
  `try{u=JSON.parse(L.getItem(${s(K.user)})).roleId}catch(x){}`,
  // An admin opening the cabinet as a client (from_admin) lands on the client main page.
  `if(q.has("from_admin")&&(u||L.getItem(${s(K.roleId)}))==${CLIENT_ROLE_ID}&&o.pathname!=${s(CLIENT_MAIN_PATH)})return R(${s(CLIENT_MAIN_PATH)});`,
  // An administrator's read-only look at this client's cabinet (this tab only): the layouts' banner shows, and its
  // token counts as signed in.
  `if((v=S.getItem(${s(ADMIN_VIEW_KEY)}))!=null)h.dataset.adminView="";`,
  // Signed in (a stored token): the landing header's guest-only «Войти» stays hidden (issue 33: /exam showed it).
  `if(t=L.getItem(${s(API_TOKEN_KEY)}))h.dataset.signedIn="";`,
  `if(l&&!v&&!t&&!g("auth_token_id"))R(${s(`${AUTH_PATH}?redirect=`)}+encodeURIComponent(o.pathname+o.search+o.hash))`,
].join('')

/** The script's text for one page; `<` is escaped so no value can close the script element. */
export function guardScript(facts: TGuardFacts): string {
  const args = `${facts.loginRequired ? 1 : 0},${s(facts.entry ?? '')}`
  return `(function(l,e){try{${BODY}}catch(x){}})(${args})`.replace(/</g, '\\u003c')
}
