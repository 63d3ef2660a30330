// Zod without its `new Function` probe: the pages' CSP refuses eval, and Chromium reports even the caught probe as a violation.

declare global {
  // Zod 4 keeps its config (z.config) on this global, created when zod/v4/core first loads.
  var __zod_globalConfig: { jitless?: boolean } | undefined
}

/**
 * Same as `z.config({ jitless: true })` without importing zod into every island page's first script (the sign-in
 * page ships without zod until the phone step). Mutates the shared object, so it holds whether zod loaded yet or not.
 * Interpreted parsing is plenty for forms.
 */
export function zodWithoutEval(): void {
  ;(globalThis.__zod_globalConfig ??= {}).jitless = true
}
