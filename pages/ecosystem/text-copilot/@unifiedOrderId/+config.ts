export default { clientHooks: false, title: 'Текстовая работа — Кампус' }
