import { describe, expect, it } from 'vitest'
import { createRelatedWorksMemo } from './related-works-memo'

const entry = { workId: 1, title: 'Т', similarIds: [2, 3], otherIds: [4] }

describe('createRelatedWorksMemo', () => {
  it('remembers a choice per address until its time is up', () => {
    let now = 0
    const memo = createRelatedWorksMemo({ maxEntries: 10, ttlMs: 1000, now: () => now })
    memo.set('/biblioteka/zadachi/physics/a/', entry)
    now = 999
    expect(memo.get('/biblioteka/zadachi/physics/a/')).toMatchObject(entry)
    expect(memo.get('/biblioteka/zadachi/physics/b/')).toBeUndefined()
    now = 1000
    expect(memo.get('/biblioteka/zadachi/physics/a/')).toBeUndefined()
  })

  it('keeps at most maxEntries addresses', () => {
    const memo = createRelatedWorksMemo({ maxEntries: 2, ttlMs: 1000 })
    for (const p of ['/a/', '/b/', '/c/']) memo.set(p, entry)
    expect(memo.get('/a/')).toBeUndefined()
    expect(memo.get('/c/')).toBeDefined()
  })

  it('forgets every choice on a library change or an unreadable one, and keeps them on other pages’ changes', () => {
    const memo = createRelatedWorksMemo({ maxEntries: 10, ttlMs: 1000 })
    memo.set('/biblioteka/zadachi/physics/a/', entry)
    memo.dropFor({ paths: ['/referat/fizika/'] })
    expect(memo.get('/biblioteka/zadachi/physics/a/')).toBeDefined()
    memo.dropFor({ paths: ['/biblioteka/'], prefixes: ['/biblioteka/zadachi/biology/'] })
    expect(memo.get('/biblioteka/zadachi/physics/a/')).toBeUndefined()
    memo.set('/biblioteka/zadachi/physics/a/', entry)
    memo.dropFor({ prefixes: ['/'] })
    expect(memo.get('/biblioteka/zadachi/physics/a/')).toBeUndefined()
    memo.set('/biblioteka/zadachi/physics/a/', entry)
    memo.dropFor(null)
    expect(memo.get('/biblioteka/zadachi/physics/a/')).toBeUndefined()
  })
})
