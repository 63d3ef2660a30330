// A content page: no JavaScript at all.
export default { clientHooks: false, title: 'Контакты — Кампус' }
