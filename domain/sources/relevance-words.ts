// The words the relevance judge reads a topic with (domain/sources/relevance.ts): what says nothing, what only names a
// discipline or its broad object, and Russian stems with their English ones so an English record can match.

// Words that say nothing about what a work is about (the outline's scaffolding, frames such as «роль», «влияние»).
export const STOP = new Set(
  (
    'и в во на с со к ко о об от до по за из под над при для без как что это его ее их или а но же ли не ни также ' +
    'развитие развития проблемы проблема проблем современный современная современные современной современном ' +
    'россия россии российский российской российские рф анализ анализа особенности особенность роль роли влияние влияния ' +
    'основы основные основной понятие понятия виды вид теория теории теоретические методы метод условиях условия значение ' +
    'сущность факторы фактор перспективы пример примере практика практики система системы вопросы аспекты тенденции опыт ' +
    'характеристика оценка направления подходы подход глава введение заключение общая общие общий характеристика ' +
    'изучение исследование исследования структура место функции формирование путь пути мир мире век века года год ' +
    'задачи задача веке practice the and of a an in on for to with its from by at is are as or introduction review new some'
  ).split(' '),
)

// Russian stem → English stems, so an English record can match a Russian topic.
export const ENGLISH: readonly (readonly [string, readonly string[]])[] = [
  ['инфляц', ['inflat']], ['эконом', ['econom']], ['финанс', ['financ']], ['бюджет', ['budget', 'fiscal']], ['налог', ['tax']],
  ['рын', ['market']], ['денеж', ['money', 'monet']], ['деньг', ['money', 'monet']], ['банк', ['bank']], ['кредит', ['credit']],
  ['инвест', ['invest']], ['безработ', ['unemploy']], ['занятост', ['employ']], ['предприним', ['entrepreneur']], ['бизнес', ['business', 'firm']],
  ['фирм', ['firm']], ['предприят', ['firm', 'enterpris', 'compan']], ['цифров', ['digital']], ['конкурен', ['competit']], ['стратег', ['strateg']],
  ['управлен', ['manag']], ['менеджмент', ['manag']], ['организац', ['organiz']], ['маркетинг', ['marketing']], ['реклам', ['advertis']],
  ['бренд', ['brand']], ['потребител', ['consumer']], ['уголовн', ['criminal']], ['преступ', ['crime', 'criminal']], ['правов', ['law', 'legal']],
  ['закон', ['law']], ['суд', ['court', 'judic']], ['государств', ['state']], ['демократ', ['democra']], ['политик', ['politic']],
  ['политическ', ['politic']], ['власт', ['power']], ['выбор', ['election']], ['цивилизац', ['civiliz']], ['психолог', ['psycholog']],
  ['личност', ['personality']], ['мотивац', ['motivat']], ['эмоци', ['emotion']], ['стресс', ['stress']], ['подрост', ['adolescen']],
  ['памят', ['memory']], ['мышлен', ['thinking', 'thought']], ['сознан', ['conscious', 'mind']], ['поведен', ['behavio']], ['обучен', ['learning', 'teaching']],
  ['образован', ['educat']], ['школ', ['school']], ['воспитан', ['educat']], ['педагог', ['pedagog']], ['обществ', ['societ', 'social']],
  ['социальн', ['social']], ['семь', ['famil']], ['семей', ['famil']], ['молодеж', ['youth']], ['миграц', ['migrat']], ['неравенств', ['inequal']],
  ['философ', ['philosoph']], ['этик', ['ethic']], ['бытие', ['being']], ['знани', ['knowledge']], ['литератур', ['literat']],
  ['роман', ['novel']], ['поэз', ['poet']], ['истори', ['histor']], ['революц', ['revolution']], ['войн', ['war']], ['импер', ['empir']],
  ['эволюц', ['evolution']], ['генет', ['genet']], ['клетк', ['cell']], ['днк', ['dna']], ['экосистем', ['ecosystem']], ['эколог', ['ecolog']],
  ['климат', ['climat']], ['загрязн', ['pollut']], ['окружающ', ['environment']], ['природ', ['nature']], ['медицин', ['medic']],
  ['болезн', ['disease']], ['заболеван', ['disease']], ['лечени', ['treatment', 'therap']], ['здоров', ['health']], ['вакцин', ['vaccin']],
  ['вирус', ['virus']], ['иммун', ['immun']], ['физик', ['physic']], ['квант', ['quantum']], ['энерги', ['energy']], ['относительн', ['relativ']],
  ['электр', ['electr']], ['хими', ['chemi']], ['молекул', ['molecul']], ['реакци', ['reaction']], ['математ', ['mathemat']],
  ['вероятност', ['probabil']], ['статистик', ['statist']], ['алгоритм', ['algorithm']], ['программ', ['program', 'software']], ['компьютер', ['computer', 'computing']],
  ['искусствен', ['artificial']], ['интеллект', ['intelligen']], ['нейросет', ['neural']], ['нейрон', ['neural']], ['данн', ['data']],
  ['язык', ['language', 'linguist']], ['лингвист', ['linguist']], ['речь', ['speech']], ['речев', ['speech']], ['культур', ['cultur']],
  ['искусств', ['art']], ['рост', ['growth']], ['капитал', ['capital']], ['труд', ['labo']], ['игр', ['game', 'play']], ['лидер', ['leader']],
  ['персонал', ['personnel']], ['коммуникац', ['communicat']], ['информац', ['informat']], ['сет', ['network']],
  ['денег', ['money', 'monet']], ['студент', ['student']], ['успеваем', ['achievement']], ['эффективн', ['efficien']], ['равновес', ['equilibri']],
  ['доказательн', ['evidence']], ['метафор', ['metaphor']], ['глубок', ['deep']], ['научн', ['scien']], ['наук', ['scien']],
  ['справедлив', ['justice']], ['криптограф', ['cryptograph']], ['шифр', ['cryptograph']], ['подпис', ['signature']], ['сказк', ['tale']],
  ['опцион', ['option']], ['портфел', ['portfolio']], ['отбор', ['selection']], ['биоразнообраз', ['biodiversity']], ['договор', ['contract']],
  ['конституц', ['constitution']], ['свобод', ['freedom', 'libert']], ['оценива', ['assessment']], ['обратн', ['feedback']], ['парадокс', ['paradox']],
  ['атом', ['atom']], ['сортиров', ['sort']], ['стратифик', ['stratif']], ['доверие', ['trust']], ['доверия', ['trust']], ['сотрудник', ['employee']],
  ['транзит', ['transition']], ['русск', ['russian']], ['права', ['law']], ['праве', ['law']], ['право', ['law', 'legal']], ['институц', ['institution']], ['институт', ['institution']],
  ['ценност', ['value']], ['риск', ['risk']], ['решени', ['decision']], ['искажен', ['bias']], ['эвристик', ['heuristic']], ['диссонанс', ['dissonance']],
  ['вакцинац', ['vaccin']], ['коронавирус', ['coronavirus', 'covid']], ['связ', ['bond']],
]


/**
 * Words that name a discipline or its whole object («экономика», «общество», «социальный», «обучение», «право»): a
 * record sharing only these with a topic is merely of the same field. They weigh little and never make a record
 * relevant on their own.
 */
export const GENERIC = [
  'эконом', 'econom', 'психолог', 'psycholog', 'педагог', 'pedagog', 'социолог', 'sociolog', 'философ', 'philosoph', 'хими', 'chemi',
  'биолог', 'biolog', 'эколог', 'ecolog', 'медицин', 'medic', 'физик', 'physic', 'математ', 'mathemat', 'информатик', 'менеджмент',
  'management', 'маркетинг', 'marketing', 'политолог', 'политик', 'политическ', 'politic', 'лингвист', 'linguist', 'языкознан', 'языковед',
  'язык', 'language', 'культуролог', 'культур', 'cultur', 'литератур', 'literat', 'истори', 'histor', 'обществ', 'societ', 'социальн', 'social',
  'рын', 'market', 'поэтик', 'poetic', 'обучен', 'learning', 'образован', 'educat', 'воспитан', 'управлен', 'manag', 'организац', 'organiz', 'государств', 'наук', 'научн', 'scien',
  // Where a work is set rather than what it is about: «на предприятии», «в бизнесе».
  'предприят', 'enterpris', 'фирм', 'firm', 'compan', 'бизнес', 'business',
] as const

/** «право», «права», «правовой» — but not «правила» or «правитель». */
export const LAW_WORD = /^(право|права|праве|праву|правом|правах|правовой|правового|правовая|правовые|правовых|правовой|law|laws|legal)$/

/** A discipline's own name, read as «a general course of it» when a record's title is only this name. */
export const DISCIPLINE: Readonly<Record<string, readonly string[]>> = {
  economics: ['эконом', 'econom'], psychology: ['психолог', 'psycholog'], pedagogy: ['педагог', 'pedagog'], sociology: ['социолог', 'sociolog'],
  philosophy: ['философ', 'philosoph'], biology: ['биолог', 'biolog'], ecology: ['эколог', 'ecolog'], medicine: ['медицин', 'medicine'],
  physics: ['физик', 'physics'], chemistry: ['хими', 'chemistry'], mathematics: ['математик', 'mathematics'], 'computer-science': ['информатик'],
  management: ['менеджмент', 'management'], marketing: ['маркетинг', 'marketing'], 'political-science': ['политолог'],
  linguistics: ['лингвистик', 'языкознан', 'языковед', 'linguistics'], 'culture-studies': ['культуролог'], literature: ['литературовед'],
}

/** Words of a general course's title besides the discipline's name: «Основы общей психологии», «Принципы экономикс». */
export const COURSE = new Set(
  'основы общая общей общую общий курс курса принципы учебник лекции лекций principles fundamentals textbook lectures course general elements'.split(' '),
)

/** A textbook's boilerplate in its subtitle: «учебное пособие для студентов высших учебных заведений», «курс лекций». */
export const BOILERPLATE = /(учебное пособие|учебник|курс лекций|новый курс)( для [^:;,]+)?|для (студентов|вузов)[^:;,]*/g
