// Server data of the contacts page (route contacts): the support contacts and company details from the settings.
export { helpData as default, type THelpData } from '../components/help-page-data.server'
