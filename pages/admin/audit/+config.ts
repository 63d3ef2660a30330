export default { clientHooks: false, title: 'Журнал — панель Кампуса' }
