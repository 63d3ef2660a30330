import { describe, expect, it } from 'vitest'
import { formulasToText, latexToText } from './formula-text'

describe('formulas as text', () => {
  it('leaves the library’s Unicode formulas alone', () => {
    const s = 'D = b² − 4ac = (−7)² − 4 · 2 · 3 = 25, √D = 5; стоимость $5 и 10'
    expect(formulasToText('x₁ = (7 + 5) / (2 · 2) = 3')).toBe('x₁ = (7 + 5) / (2 · 2) = 3')
    expect(formulasToText(s)).toBe(s)
  })

  it('turns LaTeX into readable Unicode', () => {
    expect(latexToText('x_{1,2} = \\frac{-b \\pm \\sqrt{D}}{2a}')).toBe('x_(1,2) = (-b ± √D)/(2a)')
    expect(latexToText('E = mc^2')).toBe('E = mc²')
    expect(latexToText('x_1 + x_2')).toBe('x₁ + x₂')
    expect(latexToText('\\alpha \\le \\beta \\cdot \\pi')).toBe('α ≤ β · π')
    expect(latexToText('T = 2\\pi\\sqrt{\\frac{l}{g}}')).toBe('T = 2π√(l/g)')
    expect(formulasToText('Корни: $x^2 = 4$, значит \\(x = \\pm 2\\).')).toBe('Корни: x² = 4, значит x = ± 2.')
    expect(formulasToText('$$\\int_0^1 x\\,dx = \\frac{1}{2}$$')).toBe('∫₀¹ x dx = 1/2')
  })

  it('survives broken input', () => {
    expect(() => latexToText('\\frac{1}{')).not.toThrow()
    expect(() => latexToText('x^')).not.toThrow()
    expect(latexToText('\\unknown')).toBe('unknown')
  })
})
