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
    "query TaskOrder($unifiedOrderId: ID!) {\n  getTaskOrderById(unifiedOrderId: $unifiedOrderId) {\n    state\n    order {\n      id\n      unifiedOrderId\n      status\n      statusBySearch\n      query\n      recognizedText\n      isGuestOrder\n      subject {\n        id\n        title\n      }\n      matches {\n        position\n        scoreLabel\n        snippet\n        libraryWork {\n          id\n          slug\n          title\n          href\n          shortenedAnswer\n          typeTitle\n        }\n      }\n    }\n  }\n}\n\nmutation BindTaskOrder($unifiedOrderId: ID!) {\n  tryToBindClientToUnifiedOrder(unifiedOrderId: $unifiedOrderId)\n}\n\nmutation OrderMatchedWork($libraryWorkId: ID!) {\n  createLibraryWorkOrderByReadyWorkId(libraryWorkId: $libraryWorkId) {\n    id\n    unifiedOrderId\n  }\n}": typeof types.TaskOrderDocument,
};
const documents: Documents = {
    "query TaskOrder($unifiedOrderId: ID!) {\n  getTaskOrderById(unifiedOrderId: $unifiedOrderId) {\n    state\n    order {\n      id\n      unifiedOrderId\n      status\n      statusBySearch\n      query\n      recognizedText\n      isGuestOrder\n      subject {\n        id\n        title\n      }\n      matches {\n        position\n        scoreLabel\n        snippet\n        libraryWork {\n          id\n          slug\n          title\n          href\n          shortenedAnswer\n          typeTitle\n        }\n      }\n    }\n  }\n}\n\nmutation BindTaskOrder($unifiedOrderId: ID!) {\n  tryToBindClientToUnifiedOrder(unifiedOrderId: $unifiedOrderId)\n}\n\nmutation OrderMatchedWork($libraryWorkId: ID!) {\n  createLibraryWorkOrderByReadyWorkId(libraryWorkId: $libraryWorkId) {\n    id\n    unifiedOrderId\n  }\n}": types.TaskOrderDocument,
};

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query TaskOrder($unifiedOrderId: ID!) {\n  getTaskOrderById(unifiedOrderId: $unifiedOrderId) {\n    state\n    order {\n      id\n      unifiedOrderId\n      status\n      statusBySearch\n      query\n      recognizedText\n      isGuestOrder\n      subject {\n        id\n        title\n      }\n      matches {\n        position\n        scoreLabel\n        snippet\n        libraryWork {\n          id\n          slug\n          title\n          href\n          shortenedAnswer\n          typeTitle\n        }\n      }\n    }\n  }\n}\n\nmutation BindTaskOrder($unifiedOrderId: ID!) {\n  tryToBindClientToUnifiedOrder(unifiedOrderId: $unifiedOrderId)\n}\n\nmutation OrderMatchedWork($libraryWorkId: ID!) {\n  createLibraryWorkOrderByReadyWorkId(libraryWorkId: $libraryWorkId) {\n    id\n    unifiedOrderId\n  }\n}"): typeof import('./graphql').TaskOrderDocument;


export function graphql(source: string) {
  return (documents as any)[source] ?? {};
}
