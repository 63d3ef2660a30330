// What the demo tutor knows about a task it can actually check: the hint ladder (each hint the next smallest step),
// the full worked solution, and a checker of the student's message (right answer, a right intermediate step, a wrong
// answer shown wrong by substitution). Linear and quadratic equations, «p% от n», and the fact table; anything else
// has no plan, and the ladder then never claims an answer.
import { factOf } from './training-facts'
import {
  add, answerValues, div, eq, evaluate, findEquation, integerRoots, isZero, mul, namesX, neg, plain, rat, studentValues, sub, tex, texPolynomial, texTerm, type TPolynomial, type TRational,
} from './training-math'

export type TVerdict =
  | { kind: 'right'; note: string }
  | { kind: 'step'; note: string; level: number }
  | { kind: 'wrong'; note: string }
  | { kind: 'none' }

type TPlanKind = 'linear' | 'quadratic' | 'percent' | 'fact'

export type TPlan = {
  kind: TPlanKind
  /** For the memories: «Линейные уравнения». */
  topic: string
  opening: string
  openingOptions: string[]
  /** Three hints, smallest first. */
  hints: { text: string; options: string[] }[]
  solution: string
  /** «$x = 5$»: said when the student gets it. */
  answer: string
  /** The answer a sign slip gives (moving a term without changing its sign), for the memory of a weak topic. */
  signSlip: TRational | null
  check(message: string): TVerdict
}

const num = (x: TRational) => plain(x)

function linearPlan(source: string, p: TPolynomial, left: TPolynomial): TPlan {
  // B x + C = 0 → B x = −C → x = −C / B.
  const rhs = neg(p.c)
  const x = div(rhs, p.b)
  const bx = `${eq(p.b, rat(1)) ? '' : eq(p.b, rat(-1)) ? '-' : tex(p.b)}x`
  const bxPlain = `${eq(p.b, rat(1)) ? '' : eq(p.b, rat(-1)) ? '-' : num(p.b)}x`
  // Moving the left's number across without changing its sign: «3x + 5 = 20» → «3x = 25».
  const slipRhs = isZero(left.c) ? null : add(rhs, mul(rat(2), left.c))
  const slip = slipRhs ? div(slipRhs, p.b) : null
  // The number written beside x on the left, as the student sees it («+ 5» in «3x + 5 = 20»).
  const constant = isZero(left.c) ? null : left.c
  const divide = !eq(p.b, rat(1))
  return {
    kind: 'linear',
    topic: 'Линейные уравнения',
    opening: `Разберём уравнение $${source}$. Наша цель — оставить $x$ одного с одной стороны от знака «=».`,
    openingOptions: [
      ...(constant ? [`Перенести ${num(constant.n < 0 ? neg(constant) : constant)} в правую часть`] : []),
      ...(divide ? [`Разделить обе части на ${num(p.b)}`] : []),
      'Не знаю, с чего начать',
    ],
    hints: [
      {
        text: 'Перенеси все числа в правую часть, а слагаемые с $x$ — в левую. При переносе через «=» знак слагаемого меняется на противоположный. Что получится?',
        options: [`${bxPlain} = ${num(rhs)}`, ...(slipRhs ? [`${bxPlain} = ${num(slipRhs)}`] : [])],
      },
      {
        text: `Получилось $${bx} = ${tex(rhs)}$. Какое действие оставит $x$ одного?`,
        options: [`Разделить обе части на ${num(p.b)}`, `Вычесть ${num(p.b)} из обеих частей`],
      },
      {
        text: `Осталось вычислить $x = ${tex(rhs)} : ${texTerm(p.b)}$. Сколько получается? Проверь ответ подстановкой в исходное уравнение.`,
        options: [...new Set([num(x), ...(slip ? [num(slip)] : []), num(add(x, rat(1)))])],
      },
    ],
    solution: [
      `Шаг 1. Переносим числа вправо, слагаемые с $x$ влево, меняя знак: $${bx} = ${tex(rhs)}$.`,
      divide ? `Шаг 2. Делим обе части на $${tex(p.b)}$: $x = ${tex(rhs)} : ${texTerm(p.b)} = ${tex(x)}$.` : null,
      `Шаг ${divide ? 3 : 2}. Проверка: подставляем $x = ${tex(x)}$ в $${source}$ — левая и правая части равны.`,
    ]
      .filter(Boolean)
      .join('\n\n'),
    answer: `$x = ${tex(x)}$`,
    signSlip: slip && !eq(slip, x) ? slip : null,
    check(message) {
      const values = answerValues(message)
      const last = values.at(-1)
      if (!last) return { kind: 'none' }
      if (eq(last, x)) return { kind: 'right', note: `Проверка: при $x = ${tex(x)}$ уравнение $${source}$ верно.` }
      // «3x = 15»: the right first step, not yet the answer.
      if (values.length >= 2 && eq(values.at(-2)!, p.b) && eq(last, rhs)) return { kind: 'step', note: `Верно, $${bx} = ${tex(rhs)}$ — первый шаг сделан.`, level: 2 }
      const diff = evaluate(p, last)
      return { kind: 'wrong', note: `Проверим подстановкой: при $x = ${tex(last)}$ левая часть минус правая равна $${tex(diff)}$, а должна быть $0$. Значит, $${tex(last)}$ не подходит.` }
    },
  }
}

function quadraticPlan(source: string, p: TPolynomial, roots: number[]): TPlan {
  const [a, b, c] = [p.a, p.b, p.c]
  const d = sub(mul(b, b), mul(rat(4), mul(a, c)))
  const sorted = roots.map((r) => rat(r))
  const answer = sorted.length === 1 ? `$x = ${tex(sorted[0]!)}$` : `$x_1 = ${tex(sorted[0]!)}$, $x_2 = ${tex(sorted[1]!)}$`
  return {
    kind: 'quadratic',
    topic: 'Квадратные уравнения',
    opening: `Разберём квадратное уравнение $${texPolynomial(p)} = 0$. С чего начнём?`,
    openingOptions: ['Найти дискриминант', 'Подобрать корни по теореме Виета', 'Не знаю, с чего начать'],
    hints: [
      {
        text: `Выпиши коэффициенты: $a = ${tex(a)}$, $b = ${tex(b)}$, $c = ${tex(c)}$. Теперь найди дискриминант $D = b^2 - 4ac$. Чему он равен?`,
        options: [...new Set([num(d), num(add(mul(b, b), mul(rat(4), mul(a, c)))), num(mul(b, b))])],
      },
      {
        text: `$D = ${tex(d)}$. Корни находятся по формуле $x = \\frac{-b \\pm \\sqrt{D}}{2a}$. Подставь числа — какие корни получаются?`,
        options: sorted.length === 2 ? [`${num(sorted[0]!)} и ${num(sorted[1]!)}`, `${num(neg(sorted[0]!))} и ${num(neg(sorted[1]!))}`] : [num(sorted[0]!), num(neg(sorted[0]!))],
      },
      {
        text: `Проверь себя по теореме Виета: сумма корней равна $-\\frac{b}{a} = ${tex(div(neg(b), a))}$, произведение $\\frac{c}{a} = ${tex(div(c, a))}$. Какие это числа?`,
        options: [],
      },
    ],
    solution: [
      `Шаг 1. Коэффициенты: $a = ${tex(a)}$, $b = ${tex(b)}$, $c = ${tex(c)}$.`,
      `Шаг 2. Дискриминант: $D = ${texTerm(b)}^2 - 4 \\cdot ${texTerm(a)} \\cdot ${texTerm(c)} = ${tex(d)}$.`,
      `Шаг 3. Корни: $x = \\frac{${tex(neg(b))} \\pm \\sqrt{${tex(d)}}}{${tex(mul(rat(2), a))}}$, то есть ${answer}.`,
    ].join('\n\n'),
    answer,
    signSlip: null,
    check(message) {
      const values = answerValues(message)
      if (!values.length) return { kind: 'none' }
      const given = values.filter((v) => sorted.some((r) => eq(r, v)))
      const allRoots = sorted.every((r) => values.some((v) => eq(v, r)))
      const extra = values.filter((v) => !sorted.some((r) => eq(r, v)))
      if (allRoots && extra.length === 0) return { kind: 'right', note: `Проверка: при ${answer} выражение $${texPolynomial(p)}$ обращается в $0$.` }
      if (values.length === 1 && eq(values[0]!, d) && !namesX(message)) return { kind: 'step', note: `Верно, $D = ${tex(d)}$.`, level: 2 }
      if (given.length && !allRoots) return { kind: 'step', note: `$x = ${tex(given[0]!)}$ — верный корень. Но у уравнения есть и второй: найди его.`, level: 2 }
      const wrong = extra[0]!
      return { kind: 'wrong', note: `Проверим подстановкой: при $x = ${tex(wrong)}$ выражение $${texPolynomial(p)}$ равно $${tex(evaluate(p, wrong))}$, а не $0$.` }
    },
  }
}

const PERCENT = /(\d{1,7}(?:[.,]\d{1,4})?)\s*(?:%|процент\S*)\s*(?:от|числа)\s*(\d{1,7}(?:[.,]\d{1,4})?)/i

function percentPlan(text: string): TPlan | null {
  const m = PERCENT.exec(text)
  if (!m) return null
  const [pct, whole] = studentValues(`${m[1]} ; ${m[2]}`) as [TRational, TRational]
  if (!pct || !whole) return null
  const one = div(whole, rat(100))
  const x = mul(one, pct)
  return {
    kind: 'percent',
    topic: 'Проценты',
    opening: `Найдём $${tex(pct)}\\%$ от $${tex(whole)}$. Что ты уже знаешь о процентах?`,
    openingOptions: ['Процент — это сотая часть', 'Не знаю, с чего начать'],
    hints: [
      { text: `Процент — это сотая часть числа. Чему равен $1\\%$ от $${tex(whole)}$?`, options: [...new Set([num(one), num(mul(one, rat(10))), num(div(one, rat(10)))])] },
      { text: `$1\\%$ от $${tex(whole)}$ — это $${tex(whole)} : 100 = ${tex(one)}$. Сколько тогда $${tex(pct)}\\%$?`, options: [`Умножить ${num(one)} на ${num(pct)}`, `Разделить ${num(one)} на ${num(pct)}`] },
      { text: `Осталось вычислить $${tex(one)} \\cdot ${tex(pct)}$. Сколько получилось?`, options: [...new Set([num(x), num(mul(x, rat(10))), num(add(x, pct))])] },
    ],
    solution: `Шаг 1. $1\\%$ от $${tex(whole)}$: $${tex(whole)} : 100 = ${tex(one)}$.\n\nШаг 2. $${tex(pct)}\\%$: $${tex(one)} \\cdot ${tex(pct)} = ${tex(x)}$.`,
    answer: `$${tex(x)}$`,
    signSlip: null,
    check(message) {
      const values = answerValues(message)
      const last = values.at(-1)
      if (!last) return { kind: 'none' }
      if (eq(last, x)) return { kind: 'right', note: `Проверка: $${tex(x)} : ${tex(whole)} \\cdot 100 = ${tex(pct)}\\%$.` }
      if (eq(last, one)) return { kind: 'step', note: `Верно, $1\\%$ — это $${tex(one)}$.`, level: 2 }
      return { kind: 'wrong', note: `Проверим: $${tex(last)}$ — это $${tex(mul(div(last, whole), rat(100)))}\\%$ от $${tex(whole)}$, а нужно $${tex(pct)}\\%$.` }
    },
  }
}

function factPlan(text: string): TPlan | null {
  const fact = factOf(text)
  if (!fact) return null
  const formula = fact.answer.split('.')[0]!
  const lowered = formula.charAt(0).toLowerCase() + formula.slice(1)
  return {
    kind: 'fact',
    topic: fact.topic,
    opening: `${fact.answer}\n\n${fact.check.question}`,
    openingOptions: fact.check.options,
    hints: [
      { text: `Подставь число в формулу: ${lowered}. Что получается?`, options: fact.check.options },
      { text: `Посчитай аккуратно по шагам. ${fact.check.question}`, options: fact.check.options },
      { text: fact.check.question, options: fact.check.options },
    ],
    solution: fact.check.solution,
    answer: `$${fact.check.shown}$`,
    signSlip: null,
    check(message) {
      const last = answerValues(message).at(-1)
      if (!last) return { kind: 'none' }
      if (eq(last, fact.check.answer)) return { kind: 'right', note: fact.check.solution }
      return { kind: 'wrong', note: `$${tex(last)}$ — не то. Вспомни: ${lowered}.` }
    },
  }
}

/** The plan of a task the demo can check, or null. */
export function planOf(task: string): TPlan | null {
  const fact = factPlan(task)
  if (fact) return fact
  const percent = percentPlan(task)
  if (percent) return percent
  const equation = findEquation(task)
  if (!equation) return null
  const { source, poly } = equation
  // Exact only while every number is a safe integer: past that the demo would round, so it claims nothing.
  const safe = (x: TRational) => Number.isSafeInteger(x.n * 1000) && Number.isSafeInteger(x.d * 1000)
  if (![poly.a, poly.b, poly.c].every(safe)) return null
  if (isZero(poly.a)) return safe(div(neg(poly.c), poly.b)) ? linearPlan(source, poly, equation.left) : null
  const roots = integerRoots(poly)
  return roots ? quadraticPlan(source, poly, roots) : null
}
