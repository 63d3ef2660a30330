export default { clientHooks: false, title: 'Тарифы и пакеты — панель Кампуса' }
