// A form page with no JavaScript: the confirmation is a plain POST.
export default { clientHooks: false, title: 'Отписка от рассылки — Кампус' }
