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
    "query EssayRewritePlan($id: ID!) {\n  getAiEssayOrderById(id: $id) {\n    id\n    status\n    updatedAt\n    rewritePlan {\n      addedSources\n      removedSources\n      sections {\n        key\n        title\n        level\n        reason\n      }\n    }\n  }\n}\n\nmutation ChangeEssayOutline($id: ID!, $outline: [AiEssayOutlineChapterInput!]!) {\n  changeAiEssayOrderOutline(aiEssayOrderId: $id, outline: $outline) {\n    id\n    status\n    updatedAt\n  }\n}\n\nmutation ChangeEssayReferences($id: ID!, $referenceIds: [ID!]!) {\n  changeAiEssayOrderReferences(aiEssayOrderId: $id, referenceIds: $referenceIds) {\n    id\n    status\n    updatedAt\n  }\n}\n\nmutation RewriteEssaySections($id: ID!, $sectionKeys: [String!]!) {\n  rewriteAiEssayOrderSections(aiEssayOrderId: $id, sectionKeys: $sectionKeys) {\n    id\n    status\n    updatedAt\n  }\n}": typeof types.EssayRewritePlanDocument,
};
const documents: Documents = {
    "query EssayRewritePlan($id: ID!) {\n  getAiEssayOrderById(id: $id) {\n    id\n    status\n    updatedAt\n    rewritePlan {\n      addedSources\n      removedSources\n      sections {\n        key\n        title\n        level\n        reason\n      }\n    }\n  }\n}\n\nmutation ChangeEssayOutline($id: ID!, $outline: [AiEssayOutlineChapterInput!]!) {\n  changeAiEssayOrderOutline(aiEssayOrderId: $id, outline: $outline) {\n    id\n    status\n    updatedAt\n  }\n}\n\nmutation ChangeEssayReferences($id: ID!, $referenceIds: [ID!]!) {\n  changeAiEssayOrderReferences(aiEssayOrderId: $id, referenceIds: $referenceIds) {\n    id\n    status\n    updatedAt\n  }\n}\n\nmutation RewriteEssaySections($id: ID!, $sectionKeys: [String!]!) {\n  rewriteAiEssayOrderSections(aiEssayOrderId: $id, sectionKeys: $sectionKeys) {\n    id\n    status\n    updatedAt\n  }\n}": types.EssayRewritePlanDocument,
};

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query EssayRewritePlan($id: ID!) {\n  getAiEssayOrderById(id: $id) {\n    id\n    status\n    updatedAt\n    rewritePlan {\n      addedSources\n      removedSources\n      sections {\n        key\n        title\n        level\n        reason\n      }\n    }\n  }\n}\n\nmutation ChangeEssayOutline($id: ID!, $outline: [AiEssayOutlineChapterInput!]!) {\n  changeAiEssayOrderOutline(aiEssayOrderId: $id, outline: $outline) {\n    id\n    status\n    updatedAt\n  }\n}\n\nmutation ChangeEssayReferences($id: ID!, $referenceIds: [ID!]!) {\n  changeAiEssayOrderReferences(aiEssayOrderId: $id, referenceIds: $referenceIds) {\n    id\n    status\n    updatedAt\n  }\n}\n\nmutation RewriteEssaySections($id: ID!, $sectionKeys: [String!]!) {\n  rewriteAiEssayOrderSections(aiEssayOrderId: $id, sectionKeys: $sectionKeys) {\n    id\n    status\n    updatedAt\n  }\n}"): typeof import('./graphql').EssayRewritePlanDocument;


export function graphql(source: string) {
  return (documents as any)[source] ?? {};
}
