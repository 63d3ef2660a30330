export default { clientHooks: false, title: 'Кабинет пользователя — панель Кампуса' }
