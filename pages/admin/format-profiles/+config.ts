export default { clientHooks: false, title: 'Профили оформления — панель Кампуса' }
