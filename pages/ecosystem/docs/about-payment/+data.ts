// Server data of «Об оплате»: the support contacts and the seller's details from the settings.
export { helpData as default, type THelpData } from '../../../components/help-page-data.server'
