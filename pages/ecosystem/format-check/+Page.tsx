// Нормоконтроль (route ecosystem-format-check__check, open): the upload island under the cabinet layout, with the price
// the server charges a signed-in client for the fixed file.
import { useData } from 'vike-react/useData'
import type { Data } from './+data'
import { Island } from '../../../islands/island'
import FormatCheck from '../../../islands/format-check/format-check.island'

export default function Page() {
  const { fixPriceTokens } = useData<Data>()
  return (
    <>
      <div className="cabinet-top" data-route-name="ecosystem-format-check__check">
        <h1>Нормоконтроль</h1>
        <p>Загрузи свою работу в DOCX: проверим поля, шрифт, интервалы, заголовки, подписи рисунков и таблиц и список источников по ГОСТ 7.32 и ГОСТ Р 7.0.100 — и исправим оформление, не меняя твоего текста</p>
      </div>
      <Island name="format-check" component={FormatCheck} props={{ fixPriceTokens }} />
    </>
  )
}
