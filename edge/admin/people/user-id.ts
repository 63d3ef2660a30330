// The user id of an admin address (/api/admin/users/{id}…): anything but a uuid is simply an unknown user.
import { AppError } from '../../http/errors'

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i

export const isUuid = (v: string): boolean => UUID.test(v)

export const userNotFound = () => new AppError('NOT_FOUND', 'Пользователь не найден')

export function userIdOf(raw: string | undefined): string {
  if (!raw || !isUuid(raw)) throw userNotFound()
  return raw.toLowerCase()
}
