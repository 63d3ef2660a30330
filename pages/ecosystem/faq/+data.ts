// Server data of the FAQ page (route ecosystem-common__faq): the FAQ with the support contacts from the settings.
export { faqData as default, type TFaqData } from '../../components/help-page-data.server'
