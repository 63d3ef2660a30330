// The personal referral link with «Скопировать»: shared by the bonus cabinet page and the friends popup.
import { toast } from '../toasts/toast-store'
import { copyText } from './referrals-api'

const COPIED = 'Ссылка скопирована'
const COPY_FAILED = 'Не получилось скопировать. Выдели ссылку и скопируй её вручную'

export function ReferralLink({ link, id }: { link: string; id: string }) {
  async function copy() {
    if (await copyText(link)) toast.success(COPIED)
    else toast.error(COPY_FAILED)
  }
  return (
    <div className="referral-link">
      <label className="field__label" htmlFor={id}>
        Твоя ссылка для друзей
      </label>
      <div className="referral-link__row">
        <input id={id} className="input referral-link__input" value={link} readOnly data-referral-link onFocus={(e) => e.currentTarget.select()} />
        <button type="button" className="btn btn--primary referral-link__copy" onClick={() => void copy()} disabled={!link}>
          Скопировать
        </button>
      </div>
    </div>
  )
}
