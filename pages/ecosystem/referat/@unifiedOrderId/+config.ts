export default { clientHooks: false, title: 'Реферат — Кампус' }
