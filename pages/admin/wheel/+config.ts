export default { clientHooks: false, title: 'Колесо фортуны — панель Кампуса' }
