export default { clientHooks: false, title: 'UI-кит — Кампус' }
