export default { clientHooks: false, title: 'Ответ ИИ — Кампус' }
