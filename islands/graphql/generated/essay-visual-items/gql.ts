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
    "fragment EssayVisualItemFields on AiEssayVisualItem {\n  id\n  type\n  content\n}\n\nquery EssayVisualItems($id: ID!) {\n  getAiEssayOrderById(id: $id) {\n    id\n    visualItems {\n      ...EssayVisualItemFields\n    }\n  }\n}\n\nmutation CreateEssayVisualItem($id: ID!, $text: String!, $type: AiEssayVisualItemType!, $userInstructions: String) {\n  createAiEssayOrderVisualItem(\n    aiEssayOrderId: $id\n    text: $text\n    type: $type\n    userInstructions: $userInstructions\n  ) {\n    ...EssayVisualItemFields\n  }\n}": typeof types.EssayVisualItemFieldsFragmentDoc,
};
const documents: Documents = {
    "fragment EssayVisualItemFields on AiEssayVisualItem {\n  id\n  type\n  content\n}\n\nquery EssayVisualItems($id: ID!) {\n  getAiEssayOrderById(id: $id) {\n    id\n    visualItems {\n      ...EssayVisualItemFields\n    }\n  }\n}\n\nmutation CreateEssayVisualItem($id: ID!, $text: String!, $type: AiEssayVisualItemType!, $userInstructions: String) {\n  createAiEssayOrderVisualItem(\n    aiEssayOrderId: $id\n    text: $text\n    type: $type\n    userInstructions: $userInstructions\n  ) {\n    ...EssayVisualItemFields\n  }\n}": types.EssayVisualItemFieldsFragmentDoc,
};

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "fragment EssayVisualItemFields on AiEssayVisualItem {\n  id\n  type\n  content\n}\n\nquery EssayVisualItems($id: ID!) {\n  getAiEssayOrderById(id: $id) {\n    id\n    visualItems {\n      ...EssayVisualItemFields\n    }\n  }\n}\n\nmutation CreateEssayVisualItem($id: ID!, $text: String!, $type: AiEssayVisualItemType!, $userInstructions: String) {\n  createAiEssayOrderVisualItem(\n    aiEssayOrderId: $id\n    text: $text\n    type: $type\n    userInstructions: $userInstructions\n  ) {\n    ...EssayVisualItemFields\n  }\n}"): typeof import('./graphql').EssayVisualItemFieldsFragmentDoc;


export function graphql(source: string) {
  return (documents as any)[source] ?? {};
}
