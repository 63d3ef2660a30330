// The avatar: pick a picture, crop it in the image cropper popup, upload it (POST /api/account/avatar), show it.
import { useRef, useState } from 'react'
import { AVATAR_MAX_BYTES, UPLOAD_MESSAGES } from '../../domain/auth/avatar'
import { openPopup } from '../popups/popup-store'
import { toast } from '../toasts/toast-store'
import { uploadAvatar } from './profile-api'

// The server sniffs the bytes anyway; this only spares a pointless upload (spec §5 Uploads messages).
const IMAGE = /\.(jpe?g|jfif|png|webp|avif|bmp)$/i

type Props = { avatar: string | null; name: string; onChange: (avatar: string) => void }

export function AvatarField({ avatar, name, onChange }: Props) {
  const input = useRef<HTMLInputElement>(null)
  const [busy, setBusy] = useState(false)

  function pick(file: File | undefined) {
    if (input.current) input.current.value = ''
    if (!file) return
    if (!IMAGE.test(file.name) && !file.type.startsWith('image/')) return void toast.error(UPLOAD_MESSAGES.format)
    if (file.size > AVATAR_MAX_BYTES) return void toast.error(UPLOAD_MESSAGES.size)
    const src = URL.createObjectURL(file)
    const release = () => setTimeout(() => URL.revokeObjectURL(src), 1000)
    openPopup('image-cropper', {
      src,
      aspect: 1,
      maxOutputSize: 512,
      type: 'image/jpeg',
      onCancel: release,
      onDone: ({ blob }) => {
        release()
        setBusy(true)
        uploadAvatar(blob)
          .then((path) => {
            onChange(path)
            toast.success('Фото обновлено')
          })
          .catch((e: Error) => toast.error(e.message))
          .finally(() => setBusy(false))
      },
    })
  }

  return (
    <div className="profile-avatar">
      {avatar ? (
        <img className="profile-avatar__img" src={avatar} alt="Твоё фото" width={96} height={96} />
      ) : (
        <span className="profile-avatar__img avatar" aria-hidden="true">
          {name.trim().charAt(0).toUpperCase() || '?'}
        </span>
      )}
      <label className="btn btn--secondary btn--sm" aria-disabled={busy || undefined}>
        {avatar ? 'Сменить фото' : 'Добавить фото'}
        <input ref={input} className="visually-hidden" type="file" name="avatar" accept="image/*" disabled={busy} onChange={(e) => pick(e.target.files?.[0])} />
      </label>
    </div>
  )
}
