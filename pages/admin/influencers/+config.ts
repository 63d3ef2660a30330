export default { clientHooks: false, title: 'Инфлюенсеры — панель Кампуса' }
