export default { clientHooks: false, title: 'Предпросмотр задания — Кампус' }
