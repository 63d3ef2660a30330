export default { clientHooks: false, title: 'Спросить ИИ — Кампус' }
