export default { clientHooks: false, title: 'Уведомления банков — панель Кампуса' }
