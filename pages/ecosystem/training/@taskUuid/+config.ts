export default { clientHooks: false, title: 'Тренировка с репетитором — Кампус' }
