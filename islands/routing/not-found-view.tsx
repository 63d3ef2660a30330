// The site's not-found text: the 404 page shows it, and so does an island whose data turned out not to exist for this
// visitor (the team's analytics for anyone but an administrator), so both look the same.
export function NotFoundView() {
  return (
    <section className="not-found" data-route-name="not-found">
      <p className="code">404</p>
      <h1>Упс, кажется тут ничего нет</h1>
      <a className="button" href="/">
        На главную
      </a>
    </section>
  )
}
