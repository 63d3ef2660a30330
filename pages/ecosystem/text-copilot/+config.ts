export default { clientHooks: false, title: 'Создать текст — Кампус' }
