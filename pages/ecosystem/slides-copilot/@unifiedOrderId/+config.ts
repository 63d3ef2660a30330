export default { clientHooks: false, title: 'Презентация — Кампус' }
