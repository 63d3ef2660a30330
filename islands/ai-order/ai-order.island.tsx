// The AI order page's island (route ecosystem-ai__order): the chat for the address's unified order, as a guest or a client.
import { getApiToken } from '../graphql/credentials'
import { AiOrderChat } from '../answer/ai-order-chat'

export type AiOrderIslandProps = { unifiedOrderId: string }

export default function AiOrderIsland({ unifiedOrderId }: AiOrderIslandProps) {
  // The server renders the loading state; the browser knows whether a token is stored.
  const isGuest = typeof window === 'undefined' ? true : !getApiToken()
  return <AiOrderChat unifiedOrderId={Number(unifiedOrderId)} subjectId={null} isGuest={isGuest} standalone />
}
