export default { clientHooks: false, title: 'Панель — панель Кампуса' }
