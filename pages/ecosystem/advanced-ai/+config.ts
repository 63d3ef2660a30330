export default { clientHooks: false, title: 'Ответ ИИ по источникам — Кампус' }
