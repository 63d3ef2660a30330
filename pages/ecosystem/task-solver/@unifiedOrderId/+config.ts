export default { clientHooks: false, title: 'Задание — Кампус' }
