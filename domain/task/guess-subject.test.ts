import { describe, expect, it } from 'vitest'
import { guessSubjectSlug } from './guess-subject'

describe('guessSubjectSlug', () => {
  it.each([
    ['Найдите площадь прямоугольника, если его длина равна 12 см, а ширина на 4 см меньше длины.', 'mathematics'],
    ['Решите уравнение: 3x + 7 = 25. Сделайте проверку и запишите ответ.', 'mathematics'],
    ['Решите уравнение 2x² − 7x + 3 = 0 через дискриминант', 'mathematics'],
    ['Вычислите предел lim при x → 0 (sin 3x) / x', 'mathematics'],
    ['Масса тела 5 кг, ускорение 2 м/с². Найдите силу, действующую на тело, по второму закону Ньютона.', 'physics'],
    ['Определите период колебаний математического маятника длиной 1 м.', 'physics'],
    ['Определите, к какому склонению относятся существительные: ночь, земля, окно, путь, дедушка.', 'russian-language'],
    ['Выпишите из текста три прилагательных и укажите их род.', 'russian-language'],
    ['Translate into Russian: The weather is fine today.', 'english'],
    ['Составьте уравнение реакции оксида натрия с водой и назовите вещества.', 'chemistry'],
    ['Назовите столицы трёх государств Европы.', 'geography'],
    ['Каковы причины и итоги реформы 1861 года в Российской империи?', 'history'],
    ['Напишите программу на Python, которая находит максимум массива.', 'computer-science'],
    ['Как инфляция влияет на спрос и выручку фирмы?', 'economics'],
  ])('%s → %s', (text, slug) => expect(guessSubjectSlug(text)).toBe(slug))

  it('guesses nothing from words that point nowhere or to two subjects equally', () => {
    expect(guessSubjectSlug('Помогите, пожалуйста, срочно нужно к завтрашнему дню')).toBeNull()
    expect(guessSubjectSlug('')).toBeNull()
    // One mathematics cue, one physics cue: a tie.
    expect(guessSubjectSlug('Найдите площадь и массу')).toBeNull()
  })
})
