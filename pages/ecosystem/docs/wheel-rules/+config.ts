// A content page: no JavaScript at all.
export default { clientHooks: false, title: 'Правила колеса фортуны — Кампус' }
