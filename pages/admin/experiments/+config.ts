export default { clientHooks: false, title: 'Эксперименты — панель Кампуса' }
