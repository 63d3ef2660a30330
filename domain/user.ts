// User roles as the spec numbers them; the server answers with these titles and the islands branch on the ids.
const ROLE_ID = { client: 1, admin: 4 } as const

export type TRole = { id: number; title: string }

const ROLE_TITLES: Readonly<Record<number, string>> = {
  [ROLE_ID.client]: 'Клиент',
  [ROLE_ID.admin]: 'Администратор',
}

/** The role with its Russian title; an id the spec does not name still gets a readable title rather than failing `me`. */
export function roleOf(id: number): TRole {
  return { id, title: ROLE_TITLES[id] ?? `Роль ${id}` }
}
