// Function words a shingle skips: «в связи с тем что» is shared by every Russian text and says nothing of who wrote
// what. Dropping them also makes a copy found when only prepositions or particles were changed. Lower case, е for ё.

const RUSSIAN = `
и в во не что он на я с со как а то все она так его но да ты к у же вы за бы по только ее мне было вот от меня еще нет
о из ему теперь когда даже ну вдруг ли если уже или ни быть был него до вас нибудь опять уж вам ведь там потом себя
ничего ей может они тут где есть надо ней для мы тебя их чем была сам чтоб без будто чего раз тоже себе под будет ж
тогда кто этот того потому этого какой совсем ним здесь этом один почти мой тем чтобы нее были куда зачем всех никогда
можно при наконец два об другой хоть после над больше тот через эти нас про всего них какая много разве три эту моя
впрочем хорошо свою этой перед иногда лучше чуть том нельзя такой им более всегда конечно всю между это также
являться является являются являлся являлась являлось являлись являясь
который которая которое которые которого которой которому которым которых которую котором которыми
эта это этих этим этими свой своя свое свои своего своей своих своим своими своем
весь вся всем всеми всей всему сама само сами самого самой самих
также тоже либо именно поэтому однако хотя лишь будут будем будучи бывает стал стала стали стало
то есть т е др пр см с стр
так как ибо зато причем притом вместе кроме около среди вследствие благодаря согласно
`

const ENGLISH = `
a an the and or but if then else of in on at to for from by with without about as into onto over under between
is are was were be been being am do does did done have has had having it its this that these those there here
he she they we you i me him her them us my your our their his which who whom whose what when where why how
not no nor so than too very can could may might must shall should will would also such only just both each other
any all some more most many much few own same per via et al
`

export const STOP_WORDS: ReadonlySet<string> = new Set(`${RUSSIAN} ${ENGLISH}`.split(/\s+/).filter(Boolean))
