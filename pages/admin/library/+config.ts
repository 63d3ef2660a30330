export default { clientHooks: false, title: 'Библиотека — панель Кампуса' }
