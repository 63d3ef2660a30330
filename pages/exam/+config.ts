export default { clientHooks: false, title: 'Экзамен: ответы на билеты — Кампус' }
