export default { clientHooks: false, title: 'Кампус — помощь с учёбой' }
