// Russian noun forms after a number: 1 реферат, 2 реферата, 5 рефератов.

export function plural(n: number, forms: readonly [one: string, few: string, many: string]): string {
  const d10 = n % 10
  const d100 = n % 100
  if (d10 === 1 && d100 !== 11) return forms[0]
  if (d10 >= 2 && d10 <= 4 && (d100 < 12 || d100 > 14)) return forms[1]
  return forms[2]
}

export const REFERATS_FORMS = ['реферат', 'реферата', 'рефератов'] as const
export const SOURCES_FORMS = ['источник', 'источника', 'источников'] as const
export const CHARACTERS_FORMS = ['знак', 'знака', 'знаков'] as const
