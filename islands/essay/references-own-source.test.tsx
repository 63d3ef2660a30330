// The own-source form rendered to HTML: the file is picked through a labelled button in Russian (the native input
// hidden but focusable, tied to its label), the state says no file is chosen yet, and the place and publisher fields
// are offered beside title, author and year.
import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import { OwnSourceForm } from './references-own-source'

const html = renderToStaticMarkup(<OwnSourceForm orderId="1" limitReached={false} onAdded={async () => {}} />)

describe('OwnSourceForm', () => {
  it('draws the file input as a Russian button tied to the focusable native input, with the file state beside it', () => {
    const input = /<input[^>]*type="file"[^>]*>/.exec(html)?.[0] ?? ''
    expect(input).toContain('class="essay-own-source__input"')
    expect(input).not.toMatch(/\shidden|tabindex="-1"|disabled/)
    const id = /id="([^"]+)"/.exec(input)?.[1]
    expect(id).toBeTruthy()
    expect(html).toContain(`<label for="${id}" class="btn btn--secondary btn--sm essay-own-source__pick" data-action="pick-file">Выбрать файл</label>`)
    const state = /<span class="essay-own-source__file" id="([^"]+)" data-file-state="none" aria-live="polite">Файл не выбран<\/span>/.exec(html)
    expect(state).not.toBeNull()
    expect(/aria-describedby="([^"]+)"/.exec(input)?.[1]?.split(' ')).toContain(state![1])
  })

  it('asks for the place and publisher after the title, author and year', () => {
    const fields = [...html.matchAll(/data-field="(\w+)"><span class="field__label">([^<]+)<\/span>/g)].map((m) => `${m[1]}:${m[2]}`)
    expect(fields).toEqual(['title:Название', 'author:Автор', 'publicationYear:Год издания', 'city:Место издания', 'publisher:Издательство'])
  })
})
