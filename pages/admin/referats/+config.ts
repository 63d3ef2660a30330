export default { clientHooks: false, title: 'Рефераты — панель Кампуса' }
