export default { clientHooks: false, title: 'Кабинет — Кампус' }
