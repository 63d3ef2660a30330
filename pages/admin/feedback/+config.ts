export default { clientHooks: false, title: 'Отзывы и оценки — панель Кампуса' }
