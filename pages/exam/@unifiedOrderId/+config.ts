export default { clientHooks: false, title: 'Билеты к экзамену — Кампус' }
