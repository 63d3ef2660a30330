// Non-breaking spaces where Russian typesetting keeps words together (initials, «с. 25», «№ 4», «2024 г.»,
// the GOST R 7.0.100 «. – » separator), so a justified line never ends on «С.» with the page on the next line.

const NBSP = '\u00a0'

export function keepTogether(text: string): string {
  return (
    text
      // Иванов, И. И.: initials stick to each other and to the surname before them.
      .replace(/(?<=(?:^|[\s(«"])[А-ЯЁA-Z]\.) (?=[А-ЯЁA-Z]\.)/g, NBSP)
      .replace(/(?<=[А-ЯЁ][а-яё]+,?) (?=[А-ЯЁ]\.\s?[А-ЯЁ]\.)/g, NBSP)
      // с. 25, С. 41–56, Т. 30, № 4, 2024 г., 248 с.
      .replace(/(?<=(?:^|[\s[(])(?:[сСтТ]|Вып|ч|гл|рис|табл)\.) (?=\d)/g, NBSP)
      .replace(/№ (?=\d)/g, `№${NBSP}`)
      .replace(/(?<=\d) (?=(?:г|гг|с|в|вв|тыс|млн|млрд)\.)/g, NBSP)
      // A dash never starts a line.
      .replace(/ (?=[–—] )/g, NBSP)
  )
}
