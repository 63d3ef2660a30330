export default { clientHooks: false, title: 'Доступ ограничен — Кампус' }
