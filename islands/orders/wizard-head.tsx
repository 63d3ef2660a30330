// The heading of a wizard's order page (the text work, the presentation): its kind as a badge, the demo label when the
// demo writer wrote it, and the topic.
export function WizardHead({ kind, demo, topic }: { kind: string; demo: boolean; topic: string }) {
  return (
    <header className="essay-head">
      <div className="essay-head__meta">
        <span className="badge badge--primary">{kind}</span>
        {demo && (
          <span className="badge badge--warning" data-demo title="Текст пишет встроенный демо-генератор: языковая модель не подключена">
            Демо-режим
          </span>
        )}
      </div>
      <h1 className="essay-head__topic">{topic}</h1>
    </header>
  )
}
