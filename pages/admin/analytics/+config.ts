export default { clientHooks: false, title: 'Кампус' }
