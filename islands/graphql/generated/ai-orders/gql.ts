/* eslint-disable */
import * as types from './graphql';



/**
 * Map of all GraphQL operations in the project.
 *
 * This map has several performance disadvantages:
 * 1. It is not tree-shakeable, so it will include all operations in the project.
 * 2. It is not minifiable, so the string of a GraphQL query will be multiple times inside the bundle.
 * 3. It does not support dead code elimination, so it will add unused operations.
 *
 * Therefore it is highly recommended to use the babel or swc plugin for production.
 * Learn more about it here: https://the-guild.dev/graphql/codegen/plugins/presets/preset-client#reducing-bundle-size
 */
type Documents = {
    "fragment AiOrderFields on AiOrder {\n  id\n  unifiedOrderId\n  status\n  statusId\n  isPaid\n  price\n  clarificationsCountLeft\n  suggestedPrompts\n  isDemo\n  isCombined\n  streamUrl\n  subject {\n    id\n    title\n  }\n  messages {\n    id\n    role\n    content\n    isPreview\n    state\n    error\n  }\n}\n\nquery AiOrder($unifiedOrderId: ID!) {\n  getAiOrderById(unifiedOrderId: $unifiedOrderId) {\n    ...AiOrderFields\n  }\n}\n\nmutation CreateCombinedAiOrder($unifiedOrderId: ID!, $subjectId: Int) {\n  createCombinedAiOrder(unifiedOrderId: $unifiedOrderId, subjectId: $subjectId) {\n    ...AiOrderFields\n  }\n}\n\nmutation PayAiOrder($unifiedOrderId: ID!) {\n  tryToPayForCombinedAiOrderFromBalance(unifiedOrderId: $unifiedOrderId) {\n    ...AiOrderFields\n  }\n}\n\nmutation AutoPayAiOrder($unifiedOrderId: ID!, $requested: Boolean) {\n  autoPayForAiOrder(unifiedOrderId: $unifiedOrderId, requested: $requested) {\n    ...AiOrderFields\n  }\n}\n\nmutation ClarifyAiOrder($unifiedOrderId: ID!, $question: String!) {\n  createCombinedAiOrderClarification(\n    unifiedOrderId: $unifiedOrderId\n    question: $question\n  ) {\n    ...AiOrderFields\n  }\n}\n\nmutation SendAiAnswerToTelegram($queryId: ID!) {\n  sendCombinedAiOrderAnswerToTelegram(queryId: $queryId, type: \"AI\")\n}": typeof types.AiOrderFieldsFragmentDoc,
};
const documents: Documents = {
    "fragment AiOrderFields on AiOrder {\n  id\n  unifiedOrderId\n  status\n  statusId\n  isPaid\n  price\n  clarificationsCountLeft\n  suggestedPrompts\n  isDemo\n  isCombined\n  streamUrl\n  subject {\n    id\n    title\n  }\n  messages {\n    id\n    role\n    content\n    isPreview\n    state\n    error\n  }\n}\n\nquery AiOrder($unifiedOrderId: ID!) {\n  getAiOrderById(unifiedOrderId: $unifiedOrderId) {\n    ...AiOrderFields\n  }\n}\n\nmutation CreateCombinedAiOrder($unifiedOrderId: ID!, $subjectId: Int) {\n  createCombinedAiOrder(unifiedOrderId: $unifiedOrderId, subjectId: $subjectId) {\n    ...AiOrderFields\n  }\n}\n\nmutation PayAiOrder($unifiedOrderId: ID!) {\n  tryToPayForCombinedAiOrderFromBalance(unifiedOrderId: $unifiedOrderId) {\n    ...AiOrderFields\n  }\n}\n\nmutation AutoPayAiOrder($unifiedOrderId: ID!, $requested: Boolean) {\n  autoPayForAiOrder(unifiedOrderId: $unifiedOrderId, requested: $requested) {\n    ...AiOrderFields\n  }\n}\n\nmutation ClarifyAiOrder($unifiedOrderId: ID!, $question: String!) {\n  createCombinedAiOrderClarification(\n    unifiedOrderId: $unifiedOrderId\n    question: $question\n  ) {\n    ...AiOrderFields\n  }\n}\n\nmutation SendAiAnswerToTelegram($queryId: ID!) {\n  sendCombinedAiOrderAnswerToTelegram(queryId: $queryId, type: \"AI\")\n}": types.AiOrderFieldsFragmentDoc,
};

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "fragment AiOrderFields on AiOrder {\n  id\n  unifiedOrderId\n  status\n  statusId\n  isPaid\n  price\n  clarificationsCountLeft\n  suggestedPrompts\n  isDemo\n  isCombined\n  streamUrl\n  subject {\n    id\n    title\n  }\n  messages {\n    id\n    role\n    content\n    isPreview\n    state\n    error\n  }\n}\n\nquery AiOrder($unifiedOrderId: ID!) {\n  getAiOrderById(unifiedOrderId: $unifiedOrderId) {\n    ...AiOrderFields\n  }\n}\n\nmutation CreateCombinedAiOrder($unifiedOrderId: ID!, $subjectId: Int) {\n  createCombinedAiOrder(unifiedOrderId: $unifiedOrderId, subjectId: $subjectId) {\n    ...AiOrderFields\n  }\n}\n\nmutation PayAiOrder($unifiedOrderId: ID!) {\n  tryToPayForCombinedAiOrderFromBalance(unifiedOrderId: $unifiedOrderId) {\n    ...AiOrderFields\n  }\n}\n\nmutation AutoPayAiOrder($unifiedOrderId: ID!, $requested: Boolean) {\n  autoPayForAiOrder(unifiedOrderId: $unifiedOrderId, requested: $requested) {\n    ...AiOrderFields\n  }\n}\n\nmutation ClarifyAiOrder($unifiedOrderId: ID!, $question: String!) {\n  createCombinedAiOrderClarification(\n    unifiedOrderId: $unifiedOrderId\n    question: $question\n  ) {\n    ...AiOrderFields\n  }\n}\n\nmutation SendAiAnswerToTelegram($queryId: ID!) {\n  sendCombinedAiOrderAnswerToTelegram(queryId: $queryId, type: \"AI\")\n}"): typeof import('./graphql').AiOrderFieldsFragmentDoc;


export function graphql(source: string) {
  return (documents as any)[source] ?? {};
}
