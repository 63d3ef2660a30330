export default { clientHooks: false, title: 'Пользователи — панель Кампуса' }
