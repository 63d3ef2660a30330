// Нормоконтроль (route ecosystem-format-check__check, open): the upload island under the cabinet layout.
import { Island } from '../../../islands/island'
import FormatCheck from '../../../islands/format-check/format-check.island'

export default function Page() {
  return (
    <>
      <div className="cabinet-top" data-route-name="ecosystem-format-check__check">
        <h1>Нормоконтроль</h1>
        <p>Загрузи свою работу в DOCX: проверим поля, шрифт, интервалы, заголовки, подписи рисунков и таблиц и список источников по ГОСТ 7.32 и ГОСТ Р 7.0.100</p>
      </div>
      <Island name="format-check" component={FormatCheck} props={{}} />
    </>
  )
}
