export default { clientHooks: false, title: 'Пользователь — панель Кампуса' }
