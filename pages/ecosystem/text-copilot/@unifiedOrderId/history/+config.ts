export default { clientHooks: false, title: 'История работы — Кампус' }
