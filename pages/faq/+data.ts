// Server data of the FAQ page (route faq): the FAQ with the support contacts from the settings.
export { faqData as default, type TFaqData } from '../components/help-page-data.server'
