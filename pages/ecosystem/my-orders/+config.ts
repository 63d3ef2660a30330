export default { clientHooks: false, title: 'Мои задания — Кампус' }
