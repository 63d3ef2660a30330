// «Уникальность» of a client's finished text (issue 36): the check is started here, runs as a job on the server and is
// asked for again until done; the report shows the score, the sources (a catalogue text linked to its page, a client's
// only as «другая работа сервиса») and the matched fragments, highlighted in the text itself through the CSS Custom
// Highlight API (no change to the text's markup). «Переписать фрагмент» hands a fragment to the AI editor's rewrite; once
// the rewrite is saved the check runs again by itself. The download is never blocked: the student decides.
import { useCallback, useEffect, useMemo, useRef, useState } from 'react'
import { checkedTextOfSections, sectionRanges, type TSectionRange } from '../../domain/originality/sections-text'
import { ApiError } from '../graphql/api-error'
import { gql } from '../graphql/client'
import { ReadOriginalityCheckDocument, StartOriginalityCheckDocument, type OriginalityTextKind } from '../graphql/generated/originality/graphql'
import { formatPercent, OriginalityResult, type TOriginalityCheck } from './originality-result'

type TCheck = TOriginalityCheck
type TSections = readonly { key: string; text: string }[]

/** How often a running check is asked about: a 30-page work takes a second or two, a 200-page one longer. */
const POLL_MS = 1500
const HIGHLIGHT = 'originality-match'
const DEFAULT_ERROR = 'Не удалось проверить уникальность, попробуй ещё раз'

const messageOf = (e: unknown) => (e instanceof ApiError && e.code !== 'INTERNAL' && e.code !== 'NETWORK' ? e.message : DEFAULT_ERROR)
const running = (c: TCheck | null | undefined) => c?.status === 'QUEUED' || c?.status === 'CHECKING'

/** The matched parts of the text on the page, as DOM ranges over the paragraphs' text (data-section / data-paragraph). */
function domRanges(parts: readonly TSectionRange[]): Range[] {
  const out: Range[] = []
  for (const part of parts) {
    for (let i = part.startParagraph; i <= part.endParagraph; i++) {
      const node = document.querySelector(`[data-section="${CSS.escape(part.sectionKey)}"] [data-paragraph="${i}"]`)?.firstChild
      if (!node || node.nodeType !== Node.TEXT_NODE) continue
      const length = node.textContent?.length ?? 0
      const r = document.createRange()
      r.setStart(node, Math.min(i === part.startParagraph ? part.startOffset : 0, length))
      r.setEnd(node, Math.min(i === part.endParagraph ? part.endOffset : length, length))
      out.push(r)
    }
  }
  return out
}

type Props = {
  kind: OriginalityTextKind
  id: string
  /** The text as sections (the text work's): fragments are highlighted in it and can be rewritten. */
  sections?: TSections | null
  /** Opens the AI editor's rewrite on a part of a section; false when the editor is busy. */
  rewrite?: (sectionKey: string, range: TSectionRange) => boolean
}

export function OriginalityReport({ kind, id, sections, rewrite }: Props) {
  const [check, setCheck] = useState<TCheck | null | undefined>(undefined)
  const [busy, setBusy] = useState(false)
  const [error, setError] = useState<string | null>(null)
  // Set by «Переписать фрагмент»: the next saved text is checked again without a click.
  const recheck = useRef(false)
  const checked = useMemo(() => (sections ? checkedTextOfSections(sections) : null), [sections])

  const read = useCallback(async () => {
    try {
      setCheck((await gql(ReadOriginalityCheckDocument, { kind, id })).originalityCheck ?? null)
    } catch (e) {
      setError(messageOf(e))
    }
  }, [kind, id])

  const start = useCallback(async () => {
    setBusy(true)
    setError(null)
    try {
      setCheck((await gql(StartOriginalityCheckDocument, { kind, id })).checkOriginality)
    } catch (e) {
      setError(messageOf(e))
    } finally {
      setBusy(false)
    }
  }, [kind, id])

  // On first show and after every saved change of the text: a rewrite asked for here is checked again at once.
  useEffect(() => {
    if (recheck.current) {
      recheck.current = false
      void start()
    } else void read()
  }, [read, start, checked?.text])

  useEffect(() => {
    if (!running(check)) return
    const t = setTimeout(() => void read(), POLL_MS)
    return () => clearTimeout(t)
  }, [check, read])

  const shown = check?.status === 'DONE' && check.isCurrent ? check : null
  useEffect(() => {
    if (!shown || !checked || typeof CSS === 'undefined' || !('highlights' in CSS) || typeof Highlight === 'undefined') return
    CSS.highlights.set(HIGHLIGHT, new Highlight(...domRanges(shown.fragments.flatMap((f) => sectionRanges(checked, f.start, f.end)))))
    return () => void CSS.highlights.delete(HIGHLIGHT)
  }, [shown, checked])

  function rewriteFragment(f: TCheck['fragments'][number]) {
    const part = checked && sectionRanges(checked, f.start, f.end)[0]
    if (!part || !rewrite) return
    if (rewrite(part.sectionKey, part)) recheck.current = true
    else setError('Сначала закончи с открытым ИИ-редактором')
  }

  return (
    <section className="originality" aria-labelledby="originality-title" data-originality={check?.status ?? 'none'}>
      <h3 id="originality-title">Проверка уникальности</h3>
      {check === undefined ? null : shown ? (
        <>
          <OriginalityResult
            check={shown}
            lead="Совпадения найдены — они подсвечены в тексте. Перепиши их своими словами или с ИИ-редактором; скачать файл можно при любом результате."
            action={(f) =>
              rewrite &&
              checked && (
                <button type="button" className="btn btn--ghost btn--sm" onClick={() => rewriteFragment(f)}>
                  Переписать фрагмент
                </button>
              )
            }
          />
        </>
      ) : running(check) ? (
        <p className="originality__lead" aria-live="polite">
          <span className="essay-spinner essay-spinner--sm" aria-hidden="true" /> Проверяем текст по библиотеке, каталогу рефератов и другим работам сервиса…
        </p>
      ) : (
        <>
          {check?.status === 'FAILED' && <p className="field__error">{check.errorMessage ?? DEFAULT_ERROR}</p>}
          {check?.status === 'DONE' && !check.isCurrent && <p className="originality__lead">Текст изменился после проверки (была {formatPercent(check.originality ?? 100)}).</p>}
          {!check && (
            <p className="originality__lead">
              Проверим, насколько текст оригинален по сравнению с библиотекой, каталогом рефератов и работами других студентов, и покажем совпадающие фрагменты. Своя работа в файле?{' '}
              <a href="/ecosystem/originality">Проверь файл</a>
            </p>
          )}
          <button type="button" className="btn btn--secondary btn--sm" onClick={() => void start()} disabled={busy}>
            {check ? 'Проверить снова' : 'Проверить уникальность'}
          </button>
        </>
      )}
      {error && (
        <p className="field__error" role="alert">
          {error}
        </p>
      )}
    </section>
  )
}
