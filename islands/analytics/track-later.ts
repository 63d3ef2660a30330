// track() for a page's entry: the tracker (and its context code) loads as its own chunk after the page's islands
// started, so a page that counts a funnel step ships no tracker bytes up front. An event fired before a visitor
// leaves within the first moments may be lost; analytics never delays the page.
export function trackLater(event: string, props: Record<string, unknown> = {}): void {
  void import('./track').then(({ track }) => track(event, props)).catch(() => {
    // A chunk that failed to load (offline, a deploy in between): the event is lost, the page is not bothered.
  })
}
