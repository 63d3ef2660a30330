export default { clientHooks: false, title: 'Проверка уникальности — Кампус' }
