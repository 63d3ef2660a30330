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
    "query EssayReferenceSearch($id: ID!) {\n  getAiEssayOrderById(id: $id) {\n    id\n    canAddReferenceByIdentifier\n    referenceSearch {\n      found\n      page\n      exhausted\n    }\n  }\n}\n\nfragment EssaySourceDataFields on AiEssayReferenceData {\n  title\n  author\n  year\n  source\n  url\n  formatted\n}\n\nmutation ResolveEssaySource($id: ID!, $identifier: String!) {\n  resolveAiEssayOrderReference(aiEssayOrderId: $id, identifier: $identifier) {\n    ...EssaySourceDataFields\n  }\n}\n\nmutation AddEssaySourceByIdentifier($id: ID!, $identifier: String!) {\n  addAiEssayOrderReferenceByIdentifier(\n    aiEssayOrderId: $id\n    identifier: $identifier\n  ) {\n    id\n  }\n}\n\nmutation CreateEssaySource($id: ID!, $fileId: ID!, $title: String!, $author: String!, $publicationYear: Int!) {\n  createAiEssayOrderReference(\n    aiEssayOrderId: $id\n    fileId: $fileId\n    title: $title\n    author: $author\n    publicationYear: $publicationYear\n  ) {\n    id\n  }\n}\n\nmutation RemoveEssaySource($id: ID!, $referenceId: ID!) {\n  removeAiEssayOrderReference(aiEssayOrderId: $id, referenceId: $referenceId)\n}": typeof types.EssayReferenceSearchDocument,
};
const documents: Documents = {
    "query EssayReferenceSearch($id: ID!) {\n  getAiEssayOrderById(id: $id) {\n    id\n    canAddReferenceByIdentifier\n    referenceSearch {\n      found\n      page\n      exhausted\n    }\n  }\n}\n\nfragment EssaySourceDataFields on AiEssayReferenceData {\n  title\n  author\n  year\n  source\n  url\n  formatted\n}\n\nmutation ResolveEssaySource($id: ID!, $identifier: String!) {\n  resolveAiEssayOrderReference(aiEssayOrderId: $id, identifier: $identifier) {\n    ...EssaySourceDataFields\n  }\n}\n\nmutation AddEssaySourceByIdentifier($id: ID!, $identifier: String!) {\n  addAiEssayOrderReferenceByIdentifier(\n    aiEssayOrderId: $id\n    identifier: $identifier\n  ) {\n    id\n  }\n}\n\nmutation CreateEssaySource($id: ID!, $fileId: ID!, $title: String!, $author: String!, $publicationYear: Int!) {\n  createAiEssayOrderReference(\n    aiEssayOrderId: $id\n    fileId: $fileId\n    title: $title\n    author: $author\n    publicationYear: $publicationYear\n  ) {\n    id\n  }\n}\n\nmutation RemoveEssaySource($id: ID!, $referenceId: ID!) {\n  removeAiEssayOrderReference(aiEssayOrderId: $id, referenceId: $referenceId)\n}": types.EssayReferenceSearchDocument,
};

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query EssayReferenceSearch($id: ID!) {\n  getAiEssayOrderById(id: $id) {\n    id\n    canAddReferenceByIdentifier\n    referenceSearch {\n      found\n      page\n      exhausted\n    }\n  }\n}\n\nfragment EssaySourceDataFields on AiEssayReferenceData {\n  title\n  author\n  year\n  source\n  url\n  formatted\n}\n\nmutation ResolveEssaySource($id: ID!, $identifier: String!) {\n  resolveAiEssayOrderReference(aiEssayOrderId: $id, identifier: $identifier) {\n    ...EssaySourceDataFields\n  }\n}\n\nmutation AddEssaySourceByIdentifier($id: ID!, $identifier: String!) {\n  addAiEssayOrderReferenceByIdentifier(\n    aiEssayOrderId: $id\n    identifier: $identifier\n  ) {\n    id\n  }\n}\n\nmutation CreateEssaySource($id: ID!, $fileId: ID!, $title: String!, $author: String!, $publicationYear: Int!) {\n  createAiEssayOrderReference(\n    aiEssayOrderId: $id\n    fileId: $fileId\n    title: $title\n    author: $author\n    publicationYear: $publicationYear\n  ) {\n    id\n  }\n}\n\nmutation RemoveEssaySource($id: ID!, $referenceId: ID!) {\n  removeAiEssayOrderReference(aiEssayOrderId: $id, referenceId: $referenceId)\n}"): typeof import('./graphql').EssayReferenceSearchDocument;


export function graphql(source: string) {
  return (documents as any)[source] ?? {};
}
