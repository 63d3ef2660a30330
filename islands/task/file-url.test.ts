import { describe, expect, it } from 'vitest'
import { ownFilePath } from './file-url'

const ORIGIN = 'https://kampus.test'

describe('fileUrl: only the client’s own files of this site', () => {
  it('takes a path or a same-origin address of an own file route', () => {
    expect(ownFilePath('/api/ai-essay-order/12/docx', ORIGIN)).toBe('/api/ai-essay-order/12/docx')
    expect(ownFilePath('https://kampus.test/api/ai-presentation-order/7/pptx/', ORIGIN)).toBe('/api/ai-presentation-order/7/pptx/')
    expect(ownFilePath('/api/library-work/answer/3/pdf', ORIGIN)).toBe('/api/library-work/answer/3/pdf')
    expect(ownFilePath('/api/ai-essay-order/5/workbook', ORIGIN)).toBe('/api/ai-essay-order/5/workbook')
  })

  it('never another origin, another path, credentials, a query or a smuggled path (SSRF, open fetch)', () => {
    for (const bad of [
      'https://evil.test/api/ai-essay-order/12/docx',
      '//evil.test/api/ai-essay-order/12/docx',
      'http://169.254.169.254/latest/meta-data/',
      'http://localhost:5432/',
      'https://user:pw@kampus.test/api/ai-essay-order/12/docx',
      '/api/ai-essay-order/12/docx?x=1',
      '/api/ai-essay-order/12/docx#a',
      '/api/ai-essay-order/../admin/complaints/1/attachments/2',
      '/api/admin/complaints/1/attachments/2',
      '/api/ai-essay-order/abc/docx',
      '/storage/subjects.client.json',
      'javascript:alert(1)',
      'file:///etc/passwd',
      '',
      null,
    ]) {
      expect(ownFilePath(bad, ORIGIN), String(bad)).toBeNull()
    }
  })
})
