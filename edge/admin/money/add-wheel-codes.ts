// Adds partner promo codes to the wheel's pool from a pasted list (one a line) for one nominal. All or nothing: a bad
// line, a repeat in the list or a code already in the pool refuses the whole list with every such line named, so
// nothing is half added. The audit entry counts the codes; the codes themselves are prizes and stay out of the log.
import { parseCodeList, ZAddWheelCodesInput, type TAdminWheelPool, type TCodeLineError } from '../../../domain/admin/wheel'
import type { Db } from '../../db/port'
import { AppError } from '../../http/errors'
import { adminAction, type TAdmin } from '../admin-action'
import { readWheelPools } from './list-wheel'

export async function addWheelCodes({ db, admin, input }: { db: Db; admin: TAdmin; input: unknown }): Promise<{ added: number; pools: TAdminWheelPool[] }> {
  const v = ZAddWheelCodesInput.parse(input)
  const { codes, errors } = parseCodeList(v.text)
  return adminAction({ db, admin, action: 'wheel_codes.add', targetType: 'wheel_pool', targetId: v.value }, async (tx) => {
    const lines: TCodeLineError[] = [...errors]
    if (codes.length) {
      const taken = await tx.query<{ code: string }>('select code from private.wheel_promo_codes where lower(code) = any($1::text[])', [codes.map((c) => c.toLowerCase())])
      const takenSet = new Set(taken.map((t) => t.code.toLowerCase()))
      v.text.split(/\r?\n/).forEach((raw, i) => {
        const code = raw.trim()
        if (code && takenSet.has(code.toLowerCase()) && !lines.some((l) => l.line === i + 1)) lines.push({ line: i + 1, code, message: 'Такой код уже есть в пуле' })
      })
    }
    if (lines.length) {
      lines.sort((a, b) => a.line - b.line)
      const first = lines[0]!
      throw new AppError('BAD_REQUEST', `Коды не добавлены: ${first.line ? `строка ${first.line} — ` : ''}${first.message}${lines.length > 1 ? ` (и ещё ${lines.length - 1})` : ''}`, {
        field: 'text',
        lines: lines.slice(0, 100),
      })
    }
    const before = await readWheelPools(tx)
    await tx.query('insert into private.wheel_promo_codes (code, value) select unnest($1::text[]), $2', [codes, v.value])
    const pools = await readWheelPools(tx)
    return { result: { added: codes.length, pools }, before: { pools: before }, after: { pools, added: codes.length, value: v.value } }
  })
}
