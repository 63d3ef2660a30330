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
    "fragment AdvancedAiOrderFields on AdvancedAiOrder {\n  id\n  unifiedOrderId\n  type\n  category\n  status\n  isPaid\n  price\n  clarificationsCountLeft\n  isDemo\n  streamUrl\n  advancedAiReferences {\n    id\n    position\n    title\n    author\n    year\n    url\n  }\n  queries {\n    id\n    role\n    content\n    isPreview\n    state\n    error\n  }\n}\n\nquery AdvancedAiOrder($unifiedOrderId: ID!) {\n  getAdvancedAiOrderById(unifiedOrderId: $unifiedOrderId) {\n    ...AdvancedAiOrderFields\n  }\n}\n\nmutation PayAdvancedAiOrder($unifiedOrderId: ID!) {\n  tryToPayForAdvancedAiOrderFromBalance(unifiedOrderId: $unifiedOrderId) {\n    ...AdvancedAiOrderFields\n  }\n}\n\nmutation ClarifyAdvancedAiOrder($unifiedOrderId: ID!, $question: String!) {\n  createAdvancedAiOrderClarification(\n    unifiedOrderId: $unifiedOrderId\n    question: $question\n  ) {\n    ...AdvancedAiOrderFields\n  }\n}": typeof types.AdvancedAiOrderFieldsFragmentDoc,
};
const documents: Documents = {
    "fragment AdvancedAiOrderFields on AdvancedAiOrder {\n  id\n  unifiedOrderId\n  type\n  category\n  status\n  isPaid\n  price\n  clarificationsCountLeft\n  isDemo\n  streamUrl\n  advancedAiReferences {\n    id\n    position\n    title\n    author\n    year\n    url\n  }\n  queries {\n    id\n    role\n    content\n    isPreview\n    state\n    error\n  }\n}\n\nquery AdvancedAiOrder($unifiedOrderId: ID!) {\n  getAdvancedAiOrderById(unifiedOrderId: $unifiedOrderId) {\n    ...AdvancedAiOrderFields\n  }\n}\n\nmutation PayAdvancedAiOrder($unifiedOrderId: ID!) {\n  tryToPayForAdvancedAiOrderFromBalance(unifiedOrderId: $unifiedOrderId) {\n    ...AdvancedAiOrderFields\n  }\n}\n\nmutation ClarifyAdvancedAiOrder($unifiedOrderId: ID!, $question: String!) {\n  createAdvancedAiOrderClarification(\n    unifiedOrderId: $unifiedOrderId\n    question: $question\n  ) {\n    ...AdvancedAiOrderFields\n  }\n}": types.AdvancedAiOrderFieldsFragmentDoc,
};

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "fragment AdvancedAiOrderFields on AdvancedAiOrder {\n  id\n  unifiedOrderId\n  type\n  category\n  status\n  isPaid\n  price\n  clarificationsCountLeft\n  isDemo\n  streamUrl\n  advancedAiReferences {\n    id\n    position\n    title\n    author\n    year\n    url\n  }\n  queries {\n    id\n    role\n    content\n    isPreview\n    state\n    error\n  }\n}\n\nquery AdvancedAiOrder($unifiedOrderId: ID!) {\n  getAdvancedAiOrderById(unifiedOrderId: $unifiedOrderId) {\n    ...AdvancedAiOrderFields\n  }\n}\n\nmutation PayAdvancedAiOrder($unifiedOrderId: ID!) {\n  tryToPayForAdvancedAiOrderFromBalance(unifiedOrderId: $unifiedOrderId) {\n    ...AdvancedAiOrderFields\n  }\n}\n\nmutation ClarifyAdvancedAiOrder($unifiedOrderId: ID!, $question: String!) {\n  createAdvancedAiOrderClarification(\n    unifiedOrderId: $unifiedOrderId\n    question: $question\n  ) {\n    ...AdvancedAiOrderFields\n  }\n}"): typeof import('./graphql').AdvancedAiOrderFieldsFragmentDoc;


export function graphql(source: string) {
  return (documents as any)[source] ?? {};
}
