import { describe, expect, it } from 'vitest'
import { child, children, descendants, numAttr, parseXml, textOf } from './xml'

describe('parseXml', () => {
  it('reads elements, attributes in either quotes, entities and kept spaces inside w:t', () => {
    const root = parseXml(`<?xml version="1.0"?><!-- c --><w:p a="1 &amp; 2" b='x>y'><w:r><w:t xml:space="preserve"> </w:t><w:t>&#1040;&lt;б&gt;</w:t></w:r><w:br/></w:p>`)
    expect(root.name).toBe('w:p')
    expect(root.attrs).toEqual({ a: '1 & 2', b: 'x>y' })
    const ts = descendants(root, 'w:t')
    expect(ts.map(textOf)).toEqual([' ', 'А<б>'])
    expect(children(root).map((c) => c.name)).toEqual(['w:r', 'w:br'])
    expect(child(root, 'w:br')?.children).toEqual([])
  })

  it('reads what it can of broken markup instead of throwing', () => {
    const root = parseXml('<a><b><c x="1">text</a></z><d/>')
    expect(child(child(root, 'b'), 'c')?.attrs.x).toBe('1')
    expect(parseXml('').name).toBe('#empty')
    expect(parseXml('<a><b').name).toBe('a')
  })

  it('reads fractional twips as Google Docs writes them', () => {
    expect(numAttr(parseXml('<w:ind w:firstLine="708.6614173228347"/>'), 'w:firstLine')).toBeCloseTo(708.66, 2)
    expect(numAttr(parseXml('<w:ind w:firstLine=""/>'), 'w:firstLine')).toBeUndefined()
  })

  it('stays linear on hostile input: a megabyte of «<» and deep nesting', () => {
    const started = performance.now()
    parseXml('<'.repeat(1_000_000))
    parseXml(`<a ${'"'.repeat(500_000)}`)
    const deep = parseXml(`${'<a>'.repeat(100_000)}x${'</a>'.repeat(100_000)}`)
    expect(descendants(deep, 'a').length).toBeGreaterThan(0)
    expect(performance.now() - started).toBeLessThan(5000)
  })
})
