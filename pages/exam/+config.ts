export default { clientHooks: false, title: 'Ответы на экзаменационные билеты — Кампус' }
