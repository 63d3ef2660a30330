export default { clientHooks: false, title: 'Получить полное решение — Кампус' }
