export default { clientHooks: false, title: 'Задания — панель Кампуса' }
