// What the wheel says about a prize: the short label on its sector and the result line after a spin.
import { formatRubles } from '../../domain/money/format'
import { plural } from '../../domain/text/plural'
import type { WheelPrizeKind } from '../graphql/generated/wheel/graphql'

type TPrize = { id: number; kind: WheelPrizeKind; value: number; title: string }

export const spinsWord = (n: number) => `${n} ${plural(n, ['вращение', 'вращения', 'вращений'])}`
export const questionsWord = (n: number) => `${n} ${plural(n, ['бесплатный вопрос', 'бесплатных вопроса', 'бесплатных вопросов'])}`

/** The label printed on the sector; the full title goes in the sector's <title>. */
export function sectorLabel(p: TPrize): string {
  switch (p.kind) {
    case 'PROMO_CODE':
      // The shared money formatter: thousands grouped and a no-break space before ₽, so «1 000 ₽» never splits.
      return formatRubles(p.value)
    case 'FREE_QUESTIONS':
      return `${p.value} ${plural(p.value, ['вопрос', 'вопроса', 'вопросов'])}`
    case 'EXTRA_SPINS':
      return `+${p.value}`
    case 'MINUS_SPINS':
      return `−${p.value}`
    case 'NO_REWARD':
      return 'Пусто'
  }
}

export type TSpinOutcome = { prize: TPrize; isWin: boolean; promoCode: string | null; balanceTrials: number }

/** The headline and the line under it, in the result panel. */
export function outcomeText({ prize, isWin, promoCode, balanceTrials }: TSpinOutcome): { title: string; text: string } {
  if (!isWin) {
    return prize.kind === 'MINUS_SPINS'
      ? { title: `−${spinsWord(prize.value)}`, text: 'Не повезло: колесо забрало вращения. Попробуй ещё, когда они появятся.' }
      : { title: 'В этот раз без приза', text: 'Повезёт в следующий раз!' }
  }
  switch (prize.kind) {
    case 'PROMO_CODE':
      return {
        title: `Поздравляем! ${prize.title}`,
        text: promoCode ? 'Промокод для партнёрского сервиса — скопируй его и введи при оплате там.' : 'Промокод появится в истории вращений.',
      }
    case 'FREE_QUESTIONS':
      return { title: `Поздравляем! ${questionsWord(prize.value)}`, text: `Начислено на баланс. Всего бесплатных вопросов: ${balanceTrials}.` }
    default:
      return { title: `Поздравляем! +${spinsWord(prize.value)}`, text: 'Вращения добавлены — крути ещё.' }
  }
}
