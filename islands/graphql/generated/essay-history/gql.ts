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
    "fragment EssayTextVersionFields on AiEssayTextVersion {\n  id\n  sectionKey\n  sectionTitle\n  kind\n  author\n  createdAt\n  preview\n  wordsAdded\n  wordsRemoved\n  restoredFromId\n  isCurrent\n}\n\nquery EssaySectionHistory($id: ID!, $sectionKey: String!) {\n  aiEssayOrderSectionHistory(aiEssayOrderId: $id, sectionKey: $sectionKey) {\n    ...EssayTextVersionFields\n    text\n  }\n}\n\nquery EssayWorkHistory($id: ID!, $first: Int, $after: ID, $onlyOwn: Boolean) {\n  aiEssayOrderWorkHistory(\n    aiEssayOrderId: $id\n    first: $first\n    after: $after\n    onlyOwn: $onlyOwn\n  ) {\n    versions {\n      ...EssayTextVersionFields\n    }\n    hasMore\n    totals {\n      own\n      aiEditor\n      generated\n    }\n  }\n}\n\nmutation RestoreEssaySectionVersion($id: ID!, $versionId: ID!) {\n  restoreAiEssayOrderSectionVersion(aiEssayOrderId: $id, versionId: $versionId) {\n    id\n    unifiedOrderId\n  }\n}\n\nmutation UndoEssayTextReset($id: ID!) {\n  undoAiEssayOrderFinalTextReset(aiEssayOrderId: $id) {\n    id\n    unifiedOrderId\n  }\n}": typeof types.EssayTextVersionFieldsFragmentDoc,
};
const documents: Documents = {
    "fragment EssayTextVersionFields on AiEssayTextVersion {\n  id\n  sectionKey\n  sectionTitle\n  kind\n  author\n  createdAt\n  preview\n  wordsAdded\n  wordsRemoved\n  restoredFromId\n  isCurrent\n}\n\nquery EssaySectionHistory($id: ID!, $sectionKey: String!) {\n  aiEssayOrderSectionHistory(aiEssayOrderId: $id, sectionKey: $sectionKey) {\n    ...EssayTextVersionFields\n    text\n  }\n}\n\nquery EssayWorkHistory($id: ID!, $first: Int, $after: ID, $onlyOwn: Boolean) {\n  aiEssayOrderWorkHistory(\n    aiEssayOrderId: $id\n    first: $first\n    after: $after\n    onlyOwn: $onlyOwn\n  ) {\n    versions {\n      ...EssayTextVersionFields\n    }\n    hasMore\n    totals {\n      own\n      aiEditor\n      generated\n    }\n  }\n}\n\nmutation RestoreEssaySectionVersion($id: ID!, $versionId: ID!) {\n  restoreAiEssayOrderSectionVersion(aiEssayOrderId: $id, versionId: $versionId) {\n    id\n    unifiedOrderId\n  }\n}\n\nmutation UndoEssayTextReset($id: ID!) {\n  undoAiEssayOrderFinalTextReset(aiEssayOrderId: $id) {\n    id\n    unifiedOrderId\n  }\n}": types.EssayTextVersionFieldsFragmentDoc,
};

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "fragment EssayTextVersionFields on AiEssayTextVersion {\n  id\n  sectionKey\n  sectionTitle\n  kind\n  author\n  createdAt\n  preview\n  wordsAdded\n  wordsRemoved\n  restoredFromId\n  isCurrent\n}\n\nquery EssaySectionHistory($id: ID!, $sectionKey: String!) {\n  aiEssayOrderSectionHistory(aiEssayOrderId: $id, sectionKey: $sectionKey) {\n    ...EssayTextVersionFields\n    text\n  }\n}\n\nquery EssayWorkHistory($id: ID!, $first: Int, $after: ID, $onlyOwn: Boolean) {\n  aiEssayOrderWorkHistory(\n    aiEssayOrderId: $id\n    first: $first\n    after: $after\n    onlyOwn: $onlyOwn\n  ) {\n    versions {\n      ...EssayTextVersionFields\n    }\n    hasMore\n    totals {\n      own\n      aiEditor\n      generated\n    }\n  }\n}\n\nmutation RestoreEssaySectionVersion($id: ID!, $versionId: ID!) {\n  restoreAiEssayOrderSectionVersion(aiEssayOrderId: $id, versionId: $versionId) {\n    id\n    unifiedOrderId\n  }\n}\n\nmutation UndoEssayTextReset($id: ID!) {\n  undoAiEssayOrderFinalTextReset(aiEssayOrderId: $id) {\n    id\n    unifiedOrderId\n  }\n}"): typeof import('./graphql').EssayTextVersionFieldsFragmentDoc;


export function graphql(source: string) {
  return (documents as any)[source] ?? {};
}
