// A subject guessed from a task's words (issue 34: a recognised photo left the subject empty), for the task start to
// preselect after a photo is read, until the student chooses one themself. Word beginnings, not a model: the subject whose cues the task's
// words hit most, if it leads the next one; else no guess, and the field stays empty for the student.

/** Subject slug (public.subjects) → the beginnings of words that point to it (a whole word where it ends in $). */
const CUES: Readonly<Record<string, RegExp>> = {
  mathematics: /^(уравнен|неравенств|дроб|вычисл|выражени|корн|корен|функци|производн|интеграл|предел|треугольник|площад|периметр|процент|прямоугольник|окружност|график|отрез[ок]|дискриминант|lim$|sin$|cos$|log$|x²|x\^)/,
  physics: /^(скорост|ускорени|сил[аыуое]$|масс[аыуе]?$|энерги|напряжени|сопротивлени|давлени|температур|маятник|ньютон|джоул|импульс|заряд|колебани|м\/с|км\/ч)/,
  chemistry: /^(реакци|молекул|веществ|раствор|кислот|щелоч|оксид|валентн|моль$|молей|атом|h2o|naoh|hcl|h2so4)/,
  biology: /^(клетк|организм|растени|животн|фотосинтез|эволюци|бактери|ткан[иь]|генетик|днк$)/,
  geography: /^(материк|океан|климат|столиц|рек[аиуе]$|рекам|горы$|населени|широт|долгот|континент)/,
  history: /^(войн[аыуе]|реформ|импери|революци|царств|княз|династи|восстани|правлени|век[аеу]?$)/,
  literature: /^(роман[аеу]?$|стихотворени|поэт|писател|произведени|сочинени|рассказ[аеу]?$|лирик)/,
  'russian-language': /^(склонени|спряжени|существительн|прилагательн|глагол|падеж|орфограмм|сказуем|подлежащ|суффикс|приставк|причасти|деепричасти|морфем|пунктуаци|род[аеу]?$)/,
  english: /^(translate|english|the$|is$|are$|was$|were$|today$|weather$)/,
  'computer-science': /^(алгоритм|программ|массив|цикл|бит$|байт|двоичн|python|pascal|переменн)/,
  economics: /^(спрос|инфляци|ввп$|издержк|прибыл|выручк|рынок|рыночн)/,
}

/** The words of a text, lower case, ё as е, Latin and Cyrillic alike (² and ^ kept for powers). */
const wordsOf = (text: string) => text.toLowerCase().replace(/ё/g, 'е').match(/[a-zа-я0-9/²^]+/g) ?? []

/** The guessed subject's slug, or null when the words do not point to one subject more than to any other. */
export function guessSubjectSlug(text: string): string | null {
  const words = wordsOf(text.slice(0, 3000))
  const scores = Object.entries(CUES)
    .map(([slug, cue]) => [slug, words.filter((w) => cue.test(w)).length] as const)
    .sort((a, b) => b[1] - a[1])
  const [best, next] = scores
  if (!best || best[1] === 0 || best[1] === next?.[1]) return null
  return best[0]
}
