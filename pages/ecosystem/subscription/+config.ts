export default { clientHooks: false, title: 'Подписка — Кампус' }
