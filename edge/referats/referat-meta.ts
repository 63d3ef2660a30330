// The page title and meta description of a catalogue referat, from its topic, subject and measured figures.
import { plural, SOURCES_FORMS, CHARACTERS_FORMS } from '../../domain/text/plural'
import { formatNumber } from '../../domain/money/format'

const DESCRIPTION_MAX = 160

export function referatMeta(o: { topic: string; subjectDative: string; sourcesCount: number; charactersCount: number }) {
  const pageTitle = `Реферат на тему «${o.topic}» — скачать в DOCX`
  const sources = o.sourcesCount ? `, список из ${o.sourcesCount} ${plural(o.sourcesCount, SOURCES_FORMS)} по ГОСТ` : ''
  const full = `Реферат по ${o.subjectDative} на тему «${o.topic}»: план, введение${sources}. ${formatNumber(o.charactersCount)} ${plural(o.charactersCount, CHARACTERS_FORMS)}.`
  const metaDescription = full.length <= DESCRIPTION_MAX ? full : `${full.slice(0, DESCRIPTION_MAX - 1).replace(/\s+\S*$/, '')}…`
  return { pageTitle: pageTitle.slice(0, 255), metaDescription }
}
