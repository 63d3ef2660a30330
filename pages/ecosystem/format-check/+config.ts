export default { clientHooks: false, title: 'Нормоконтроль — Кампус' }
