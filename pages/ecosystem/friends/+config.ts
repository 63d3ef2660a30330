export default { clientHooks: false, title: 'Бонусный кабинет — Кампус' }
