// Contacts (route contacts, guest content): support phone, e-mail and Telegram from the settings, the hours of support
// and of the library (platform.md §9), the operator's details and its documents.
import { useData } from 'vike-react/useData'
import { DOCS_INDEX_PATH } from '../../domain/legal/documents'
import { SupportCard } from '../components/help-faq-view'
import type { THelpData } from './+data'

export default function Page() {
  const { facts } = useData<THelpData>()
  return (
    <div className="help container" data-route-name="contacts">
      <header className="help__head">
        <h1>Контакты</h1>
        <p>
          Поможем с оплатой, заказами и доступом к аккаунту. Ответы на частые вопросы — <a href="/faq">здесь</a>.
        </p>
      </header>
      <SupportCard facts={facts} title="Поддержка" />
      <section className="card help__support" aria-labelledby="hours-title">
        <h2 id="hours-title">Часы работы</h2>
        <ul className="help__contacts">
          <li>
            <span>Поддержка</span>
            <strong data-hours="support">{facts.hours.support}</strong>
          </li>
          <li>
            <span>Библиотека готовых работ</span>
            <strong data-hours="library">{facts.hours.library}</strong>
          </li>
        </ul>
      </section>
      <section className="card help__support" aria-labelledby="company-title" data-company>
        <h2 id="company-title">Реквизиты</h2>
        <p>
          {facts.legalName}
          <br />
          ИНН {facts.legalInn}, ОГРН {facts.legalOgrn}
          <br />
          {facts.legalAddress}
        </p>
        <p>
          <a href={DOCS_INDEX_PATH}>Документы: оферта, соглашение, политика обработки данных</a>
        </p>
      </section>
    </div>
  )
}
