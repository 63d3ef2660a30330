// Demo writers for the structured essay steps: requirements (idea, goal, tasks) and the outline.
import { isSmallWork, WORK_TYPES, type TOutline, type TWorkType } from '../prompts/common'
import { outlineSize, type TEssayOutlineInput } from '../prompts/essay-outline.v1'
import type { TEssayRequirements, TEssayRequirementsInput } from '../prompts/essay-requirements.v1'
import { pick, type TRng } from './rng'

// Chapter titles do not repeat the topic: the title page carries it, a topic in «» inside a title quoted by the text
// made nested quotes, and every section that names its chapter named the topic again (issue 34).

export function demoRequirements(i: TEssayRequirementsInput, rng: TRng): TEssayRequirements {
  const kind = WORK_TYPES[i.workType]
  const small = isSmallWork(i.workType)
  const idea = small
    ? `Основная идея ${kind.genitive} — показать, что тема допускает разные оценки, и обосновать собственную позицию с опорой на аргументы и примеры. ${pick(rng, ['Рассуждение строится от постановки проблемы к выводу.', 'Каждый аргумент подкрепляется примером и сопоставляется с противоположной точкой зрения.'])}`
    : `Основная идея работы состоит в том, что тема требует комплексного рассмотрения: теоретические положения нужно сопоставить с современной практикой и на этой основе выявить проблемы и пути их решения. ${pick(rng, ['Работа опирается на научную литературу и актуальные данные.', 'Особое внимание уделяется факторам, которые определяют развитие предмета исследования.'])}`
  const goal = small
    ? 'Цель работы — раскрыть заявленную тему и аргументированно обосновать собственную позицию.'
    : `Цель работы — исследовать заявленную тему, выявить ключевые проблемы и ${i.workType === 'project' ? 'разработать проектное решение' : 'сформулировать обоснованные выводы и рекомендации'}.`
  const tasks = small
    ? ['Сформулировать проблему и определить ключевые понятия темы', 'Привести аргументы и примеры, раскрывающие разные точки зрения', 'Сопоставить позиции и сформулировать собственный вывод']
    : [
        pick(rng, ['Изучить основные понятия и теоретические подходы по теме работы', 'Рассмотреть понятийный аппарат и научные подходы к теме работы']),
        pick(rng, ['Проанализировать современное состояние и тенденции развития предмета исследования', 'Охарактеризовать текущее состояние предмета исследования по данным источников']),
        'Выявить ключевые проблемы и факторы, влияющие на предмет исследования',
        i.workType === 'project' ? 'Разработать проектное решение и оценить ожидаемые результаты' : 'Предложить направления решения выявленных проблем',
        ...(i.numberOfPages >= 10 ? ['Обобщить результаты и сформулировать выводы'] : []),
      ]
  return { idea, goal, tasks }
}

type TBlueprint = { title: string; subs: string[] }

const THEORY: TBlueprint = {
  title: 'Теоретические основы исследования',
  subs: ['Основные понятия и их трактовка в научной литературе', 'Историческое развитие научных представлений о предмете исследования', 'Классификация и ключевые факторы развития', 'Методологические подходы к изучению проблемы', 'Отечественный и зарубежный опыт исследования'],
}
const ANALYSIS: TBlueprint = {
  title: 'Анализ современного состояния предмета исследования',
  subs: ['Современное состояние и основные тенденции', 'Факторы и проблемы развития', 'Оценка практического опыта и показателей', 'Сравнительный анализ подходов', 'Выявленные противоречия и их причины'],
}
const SOLUTIONS: TBlueprint = {
  title: 'Пути решения выявленных проблем и перспективы развития',
  subs: ['Направления совершенствования и рекомендации', 'Оценка ожидаемых результатов и рисков', 'Перспективы дальнейшего развития', 'Условия реализации предложенных мер', 'Критерии оценки эффективности'],
}
const BY_TYPE: Partial<Record<TWorkType, TBlueprint[]>> = {
  esse: [
    { title: 'Постановка проблемы', subs: ['Суть проблемы и ключевые понятия'] },
    { title: 'Аргументы и примеры', subs: ['Разные точки зрения на проблему'] },
    { title: 'Собственная позиция и выводы', subs: ['Обоснование собственной позиции'] },
  ],
  statya: [
    { title: 'Обзор литературы', subs: ['Основные подходы в научной литературе', 'Нерешенные вопросы и цель исследования', 'Ключевые понятия исследования'] },
    { title: 'Материалы и методы исследования', subs: ['Источники данных', 'Методы анализа', 'Ограничения исследования'] },
    { title: 'Результаты и обсуждение', subs: ['Основные результаты', 'Обсуждение и сопоставление с другими работами', 'Практическое значение результатов'] },
  ],
  project: [
    { title: 'Обоснование проекта', subs: ['Анализ проблемы и целевой аудитории', 'Обзор существующих решений', 'Требования к проектному решению'] },
    { title: 'Разработка проекта', subs: ['Содержание и этапы проекта', 'Необходимые ресурсы и план реализации', 'Риски проекта и способы их снижения'] },
    { title: 'Оценка результатов проекта', subs: ['Ожидаемые результаты', 'Критерии и способы оценки эффективности', 'Перспективы развития проекта'] },
  ],
}
BY_TYPE.sochinenye = BY_TYPE.esse

export function demoOutline(i: TEssayOutlineInput, rng: TRng): TOutline {
  const size = outlineSize(i.workType, i.numberOfPages)
  const blueprints = BY_TYPE[i.workType] ?? [THEORY, ANALYSIS, SOLUTIONS]
  // Two chapters: keep the first and the last, so the work still goes from theory (or problem) to conclusions.
  const chosen = size.chapters >= blueprints.length ? blueprints : [blueprints[0], blueprints.at(-1)].filter((b): b is TBlueprint => !!b)
  return {
    chapters: chosen.map((b) => {
      // The first subchapter stays first (it sets up the chapter); the rest vary with the topic.
      const [head, ...rest] = b.subs
      const shuffled = rest.map((s) => ({ s, k: rng() })).sort((x, y) => x.k - y.k).map((x) => x.s)
      return {
        title: b.title,
        subchapters: [head ?? b.title, ...shuffled].slice(0, size.subchapters).map((title) => ({ title })),
      }
    }),
  }
}
