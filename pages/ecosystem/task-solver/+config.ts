export default { clientHooks: false, title: 'Решить задачу — Кампус' }
