// Own-file originality check (route ecosystem-originality__check, open): the upload island under the cabinet layout,
// with the price the server charges a signed-in client.
import { useData } from 'vike-react/useData'
import type { Data } from './+data'
import { Island } from '../../../islands/island'
import OriginalityFile from '../../../islands/originality/originality-file.island'

export default function Page() {
  const { priceTokens } = useData<Data>()
  return (
    <>
      <div className="cabinet-top" data-route-name="ecosystem-originality__check">
        <h1>Проверка уникальности</h1>
        <p>Загрузи свою работу: сравним её с библиотекой, каталогом рефератов и работами других студентов и покажем совпадающие фрагменты</p>
      </div>
      <Island name="originality-file" component={OriginalityFile} props={{ priceTokens }} />
    </>
  )
}
