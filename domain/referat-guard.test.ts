import { describe, expect, it } from 'vitest'
import { resolveReferatSlug } from './referat-guard'

describe('resolveReferatSlug', () => {
  it.each([
    ['', { kind: 'main' }],
    ['search', { kind: 'search' }],
    ['istoriya-rossii-123', { kind: 'detail', slug: 'istoriya-rossii', essayId: '123' }],
    ['istoriya-2-veka-45', { kind: 'detail', slug: 'istoriya-2-veka', essayId: '45' }],
    ['ekonomika7', { kind: 'detail', slug: 'ekonomika', essayId: '7' }],
    ['123', { kind: 'detail', slug: '', essayId: '123' }],
    ['istoriya', { kind: 'category', subjectSlug: 'istoriya' }],
    ['123-istoriya', { kind: 'category', subjectSlug: '123-istoriya' }],
    ['searching', { kind: 'category', subjectSlug: 'searching' }],
  ])('%j → %j', (slug, expected) => {
    expect(resolveReferatSlug(slug)).toEqual(expected)
  })
})
