export default { clientHooks: false, title: 'Создать презентацию — Кампус' }
