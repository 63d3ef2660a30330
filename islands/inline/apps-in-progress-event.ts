// Dispatched on document by the web-app's install button when the browser has no install dialog (iOS Safari); the popup
// host answers with 'apps-in-progress'. A module of its own, so the host does not bundle the install script's text.
export const APPS_IN_PROGRESS_EVENT = 'campus:apps-in-progress'
