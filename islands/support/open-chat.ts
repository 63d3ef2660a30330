// «Открыть чат»: who the client is (a guest opens it unidentified), then the Usedesk widget; one lazily loaded module so
// the support popup's chunk and the page's preload map stay small.
import { usedeskHelpDesk } from './help-desk'
import { gql } from '../graphql/client'
import { SaveUsedeskTokenDocument, SupportIdentityDocument } from '../graphql/generated/support/graphql'
import { getApiToken } from '../graphql/credentials'

export async function openChat(helpDeskUrl: string) {
  const me = getApiToken() ? (await gql(SupportIdentityDocument).catch(() => null))?.me : null
  const desk = usedeskHelpDesk({
    scriptUrl: helpDeskUrl,
    onNewToken: me ? (usedeskToken) => void gql(SaveUsedeskTokenDocument, { usedeskToken }).catch(() => undefined) : undefined,
  })
  await desk.open({ name: me?.name, email: me?.email, token: me?.usedeskToken })
}
