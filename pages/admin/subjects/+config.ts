export default { clientHooks: false, title: 'Предметы — панель Кампуса' }
