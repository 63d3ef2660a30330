export default { clientHooks: false, title: 'Купоны — панель Кампуса' }
