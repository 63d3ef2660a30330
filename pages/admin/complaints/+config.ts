export default { clientHooks: false, title: 'Жалобы — панель Кампуса' }
