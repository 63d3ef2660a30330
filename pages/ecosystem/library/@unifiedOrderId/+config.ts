export default { clientHooks: false, title: 'Работа из библиотеки — Кампус' }
