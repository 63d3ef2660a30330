// A guest content page: no JavaScript at all.
export default { clientHooks: false, title: 'ИИ-бот в Телеграме — Кампус' }
