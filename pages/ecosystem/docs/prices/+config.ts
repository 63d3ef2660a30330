// A content page: no JavaScript at all.
export default { clientHooks: false, title: 'Цены — Кампус' }
