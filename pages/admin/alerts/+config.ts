export default { clientHooks: false, title: 'Объявление — панель Кампуса' }
