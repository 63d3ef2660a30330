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
    "fragment ReferatOrderFields on AiReferatOrder {\n  id\n  unifiedOrderId\n  partnerAiReferatId\n  status\n  topic\n  extendedDescription\n  numberOfPages\n  outline {\n    title\n    subchapters {\n      title\n    }\n  }\n  references\n  numberOfCharacters\n  content {\n    isPreview\n    sections {\n      title\n      level\n      text\n    }\n  }\n  isPaid\n  price\n  isDemo\n  errorDescription\n  linkToDownloadDocx\n  updatedAt\n}\n\nquery ReferatOrder($unifiedOrderId: ID!) {\n  getAiReferatOrderById(unifiedOrderId: $unifiedOrderId) {\n    ...ReferatOrderFields\n  }\n}\n\nmutation CreateReferatOrder($partnerAiReferatId: ID!) {\n  createAiReferatOrder(partnerAiReferatId: $partnerAiReferatId) {\n    ...ReferatOrderFields\n  }\n}\n\nmutation UpdateReferatJustification($id: ID!, $text: String!) {\n  updateAiReferatOrderJustification(\n    aiReferatOrderId: $id\n    extendedDescription: $text\n  ) {\n    ...ReferatOrderFields\n  }\n}\n\nmutation ConfirmReferatOutline($id: ID!, $outline: [AiEssayOutlineChapterInput!]) {\n  confirmAiReferatOrderOutline(aiReferatOrderId: $id, outline: $outline) {\n    ...ReferatOrderFields\n  }\n}\n\nmutation CancelReferatOrder($id: ID!) {\n  cancelAiReferatOrder(aiReferatOrderId: $id) {\n    ...ReferatOrderFields\n  }\n}\n\nmutation RetryReferatOrder($id: ID!) {\n  retryAiReferatOrder(aiReferatOrderId: $id) {\n    ...ReferatOrderFields\n  }\n}\n\nmutation PayReferatFromBalance($id: ID!) {\n  tryToPayForAiReferatOrderFromBalance(aiReferatOrderId: $id) {\n    ...ReferatOrderFields\n  }\n}": typeof types.ReferatOrderFieldsFragmentDoc,
};
const documents: Documents = {
    "fragment ReferatOrderFields on AiReferatOrder {\n  id\n  unifiedOrderId\n  partnerAiReferatId\n  status\n  topic\n  extendedDescription\n  numberOfPages\n  outline {\n    title\n    subchapters {\n      title\n    }\n  }\n  references\n  numberOfCharacters\n  content {\n    isPreview\n    sections {\n      title\n      level\n      text\n    }\n  }\n  isPaid\n  price\n  isDemo\n  errorDescription\n  linkToDownloadDocx\n  updatedAt\n}\n\nquery ReferatOrder($unifiedOrderId: ID!) {\n  getAiReferatOrderById(unifiedOrderId: $unifiedOrderId) {\n    ...ReferatOrderFields\n  }\n}\n\nmutation CreateReferatOrder($partnerAiReferatId: ID!) {\n  createAiReferatOrder(partnerAiReferatId: $partnerAiReferatId) {\n    ...ReferatOrderFields\n  }\n}\n\nmutation UpdateReferatJustification($id: ID!, $text: String!) {\n  updateAiReferatOrderJustification(\n    aiReferatOrderId: $id\n    extendedDescription: $text\n  ) {\n    ...ReferatOrderFields\n  }\n}\n\nmutation ConfirmReferatOutline($id: ID!, $outline: [AiEssayOutlineChapterInput!]) {\n  confirmAiReferatOrderOutline(aiReferatOrderId: $id, outline: $outline) {\n    ...ReferatOrderFields\n  }\n}\n\nmutation CancelReferatOrder($id: ID!) {\n  cancelAiReferatOrder(aiReferatOrderId: $id) {\n    ...ReferatOrderFields\n  }\n}\n\nmutation RetryReferatOrder($id: ID!) {\n  retryAiReferatOrder(aiReferatOrderId: $id) {\n    ...ReferatOrderFields\n  }\n}\n\nmutation PayReferatFromBalance($id: ID!) {\n  tryToPayForAiReferatOrderFromBalance(aiReferatOrderId: $id) {\n    ...ReferatOrderFields\n  }\n}": types.ReferatOrderFieldsFragmentDoc,
};

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "fragment ReferatOrderFields on AiReferatOrder {\n  id\n  unifiedOrderId\n  partnerAiReferatId\n  status\n  topic\n  extendedDescription\n  numberOfPages\n  outline {\n    title\n    subchapters {\n      title\n    }\n  }\n  references\n  numberOfCharacters\n  content {\n    isPreview\n    sections {\n      title\n      level\n      text\n    }\n  }\n  isPaid\n  price\n  isDemo\n  errorDescription\n  linkToDownloadDocx\n  updatedAt\n}\n\nquery ReferatOrder($unifiedOrderId: ID!) {\n  getAiReferatOrderById(unifiedOrderId: $unifiedOrderId) {\n    ...ReferatOrderFields\n  }\n}\n\nmutation CreateReferatOrder($partnerAiReferatId: ID!) {\n  createAiReferatOrder(partnerAiReferatId: $partnerAiReferatId) {\n    ...ReferatOrderFields\n  }\n}\n\nmutation UpdateReferatJustification($id: ID!, $text: String!) {\n  updateAiReferatOrderJustification(\n    aiReferatOrderId: $id\n    extendedDescription: $text\n  ) {\n    ...ReferatOrderFields\n  }\n}\n\nmutation ConfirmReferatOutline($id: ID!, $outline: [AiEssayOutlineChapterInput!]) {\n  confirmAiReferatOrderOutline(aiReferatOrderId: $id, outline: $outline) {\n    ...ReferatOrderFields\n  }\n}\n\nmutation CancelReferatOrder($id: ID!) {\n  cancelAiReferatOrder(aiReferatOrderId: $id) {\n    ...ReferatOrderFields\n  }\n}\n\nmutation RetryReferatOrder($id: ID!) {\n  retryAiReferatOrder(aiReferatOrderId: $id) {\n    ...ReferatOrderFields\n  }\n}\n\nmutation PayReferatFromBalance($id: ID!) {\n  tryToPayForAiReferatOrderFromBalance(aiReferatOrderId: $id) {\n    ...ReferatOrderFields\n  }\n}"): typeof import('./graphql').ReferatOrderFieldsFragmentDoc;


export function graphql(source: string) {
  return (documents as any)[source] ?? {};
}
