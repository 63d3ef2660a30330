// Russian noun forms after a number — 1 реферат, 2 реферата, 5 рефератов, 1,5 реферата — by the language's own rule
// (Intl.PluralRules, the CLDR data every runtime here ships), written once for the server, the Worker and the browser.

export type TPluralForms = readonly [one: string, few: string, many: string]

const RULES = new Intl.PluralRules('ru-RU')

/** The form of the noun that follows `n`; a fraction takes the «few» form (1,5 токена), as CLDR's "other" says. */
export function plural(n: number, forms: TPluralForms): string {
  switch (RULES.select(n)) {
    case 'one':
      return forms[0]
    case 'few':
    case 'other':
      return forms[1]
    default:
      return forms[2]
  }
}

/** `n` and its noun: `5 рефератов` (the figure as it is; formatTokens in domain/money/format.ts groups thousands). */
export const countOf = (n: number, forms: TPluralForms) => `${n} ${plural(n, forms)}`

export const REFERATS_FORMS = ['реферат', 'реферата', 'рефератов'] as const
export const SOURCES_FORMS = ['источник', 'источника', 'источников'] as const
export const CHARACTERS_FORMS = ['знак', 'знака', 'знаков'] as const
export const TOKEN_FORMS = ['токен', 'токена', 'токенов'] as const
export const WORD_FORMS = ['слово', 'слова', 'слов'] as const
