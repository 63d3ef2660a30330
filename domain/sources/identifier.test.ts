import { describe, expect, it } from 'vitest'
import { parseSourceIdentifier } from './identifier'

describe('parseSourceIdentifier', () => {
  it.each([
    ['10.1086/260062', { kind: 'doi', doi: '10.1086/260062' }],
    ['https://doi.org/10.1111/J.1540-6261.1952.TB01525.X', { kind: 'doi', doi: '10.1111/j.1540-6261.1952.tb01525.x' }],
    ['doi: 10.1038/nature14539', { kind: 'doi', doi: '10.1038/nature14539' }],
    ['ISBN 978-0-262-03384-8', { kind: 'isbn', isbn: '9780262033848' }],
    ['978-0-262-03384-9', null],
    ['978-0-262-03384-8', { kind: 'isbn', isbn: '9780262033848' }],
    ['0-262-03384-4', { kind: 'isbn', isbn: '0262033844' }],
    ['https://cyberleninka.ru/article/n/tsifrovizatsiya', { kind: 'url', url: 'https://cyberleninka.ru/article/n/tsifrovizatsiya' }],
    ['ftp://example.org/x', null],
    ['просто текст', null],
  ])('%s', (raw, expected) => {
    expect(parseSourceIdentifier(raw)).toEqual(expected)
  })
})
