export default { clientHooks: false, title: 'Вход — Кампус' }
