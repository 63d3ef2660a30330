// The demo tutor's tiny fixed table of plain facts: a tutor answers a definition or a formula straight away (students
// abandon tutors that withhold them), then offers one check question whose answer the demo can verify exactly.
import { rat, type TRational } from './training-math'

export type TFact = {
  id: string
  topic: string
  /** Words that make a question this fact's (all of one group must be present). */
  match: RegExp
  answer: string
  check: { question: string; answer: TRational; shown: string; options: string[]; solution: string }
}

const FACTS: readonly TFact[] = [
  {
    id: 'circle-area',
    topic: 'Площадь круга',
    match: /площад\S*\s+(круга|окружност)/i,
    answer: 'Площадь круга радиуса $r$ равна $S = \\pi r^2$. Если известен диаметр $d$, то $r = \\frac{d}{2}$ и $S = \\frac{\\pi d^2}{4}$.',
    check: {
      question: 'Проверь себя: чему равна площадь круга радиуса $3$? Ответ запиши как число перед $\\pi$ (например, «4π» → 4).',
      answer: rat(9), shown: '9\\pi',
      options: ['6π', '9π', '3π'],
      solution: '$S = \\pi \\cdot 3^2 = 9\\pi$.',
    },
  },
  {
    id: 'circumference',
    topic: 'Длина окружности',
    match: /длин\S*\s+окружност/i,
    answer: 'Длина окружности радиуса $r$ равна $C = 2\\pi r$ (или $C = \\pi d$ через диаметр).',
    check: {
      question: 'Проверь себя: чему равна длина окружности радиуса $5$? Ответ запиши как число перед $\\pi$.',
      answer: rat(10), shown: '10\\pi',
      options: ['5π', '10π', '25π'],
      solution: '$C = 2\\pi \\cdot 5 = 10\\pi$.',
    },
  },
  {
    id: 'pythagoras',
    topic: 'Теорема Пифагора',
    match: /теорем\S*\s+пифагора|пифагор/i,
    answer: 'Теорема Пифагора: в прямоугольном треугольнике квадрат гипотенузы равен сумме квадратов катетов, $c^2 = a^2 + b^2$.',
    check: {
      question: 'Проверь себя: катеты равны $3$ и $4$. Чему равна гипотенуза?',
      answer: rat(5), shown: '5',
      options: ['5', '7', '25'],
      solution: '$c = \\sqrt{3^2 + 4^2} = \\sqrt{25} = 5$.',
    },
  },
  {
    id: 'discriminant',
    topic: 'Дискриминант',
    match: /дискриминант/i,
    answer: 'Дискриминант квадратного уравнения $ax^2 + bx + c = 0$ равен $D = b^2 - 4ac$. При $D > 0$ два корня, при $D = 0$ один, при $D < 0$ действительных корней нет.',
    check: {
      question: 'Проверь себя: чему равен дискриминант уравнения $x^2 - 4x + 3 = 0$?',
      answer: rat(4), shown: '4',
      options: ['4', '28', '-4'],
      solution: '$D = (-4)^2 - 4 \\cdot 1 \\cdot 3 = 16 - 12 = 4$.',
    },
  },
  {
    id: 'speed',
    topic: 'Скорость, время и расстояние',
    match: /формул\S*\s+скорост|как\s+найти\s+скорость|скорость\s+равна/i,
    answer: 'Скорость равна пройденному пути, делённому на время: $v = \\frac{s}{t}$; отсюда $s = v t$ и $t = \\frac{s}{v}$.',
    check: {
      question: 'Проверь себя: за $3$ часа пройдено $180$ км. Какова скорость в км/ч?',
      answer: rat(60), shown: '60 \\text{ км/ч}',
      options: ['60', '540', '90'],
      solution: '$v = \\frac{180}{3} = 60$ км/ч.',
    },
  },
]

/** The fact a question asks for, when it is one of the table's. */
export const factOf = (question: string): TFact | null => FACTS.find((f) => f.match.test(question)) ?? null
