export default { clientHooks: false, title: 'Профиль — Кампус' }
