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
    "fragment LibraryOrderFields on LibraryWorkOrder {\n  id\n  unifiedOrderId\n  status\n  isPaid\n  price\n  pdfUrl\n  rate {\n    id\n    rate\n    comment\n  }\n  subject {\n    title\n  }\n  libraryWork {\n    id\n    slug\n    title\n    redirectUrl\n    type {\n      title\n    }\n    content {\n      textTask\n      shortenedAnswer\n      answer\n    }\n  }\n}\n\nquery LibraryOrder($unifiedOrderId: ID!) {\n  getLibraryWorkOrderById(unifiedOrderId: $unifiedOrderId) {\n    ...LibraryOrderFields\n  }\n}\n\nmutation CreateLibraryOrder($libraryWorkId: ID!) {\n  createLibraryWorkOrderByReadyWorkId(libraryWorkId: $libraryWorkId) {\n    id\n    unifiedOrderId\n  }\n}\n\nmutation PayLibraryOrder($id: ID!) {\n  tryToPayForLibraryWorkOrderFromBalance(libraryWorkOrderId: $id) {\n    ...LibraryOrderFields\n  }\n}\n\nmutation AutoPayLibraryOrder($id: ID!) {\n  autoPayForLibraryWorkOrder(libraryWorkOrderId: $id) {\n    ...LibraryOrderFields\n  }\n}\n\nmutation SendLibraryAnswerToTelegram($id: ID!) {\n  sendLibraryWorkOrderAnswerToTelegram(orderId: $id)\n}": typeof types.LibraryOrderFieldsFragmentDoc,
};
const documents: Documents = {
    "fragment LibraryOrderFields on LibraryWorkOrder {\n  id\n  unifiedOrderId\n  status\n  isPaid\n  price\n  pdfUrl\n  rate {\n    id\n    rate\n    comment\n  }\n  subject {\n    title\n  }\n  libraryWork {\n    id\n    slug\n    title\n    redirectUrl\n    type {\n      title\n    }\n    content {\n      textTask\n      shortenedAnswer\n      answer\n    }\n  }\n}\n\nquery LibraryOrder($unifiedOrderId: ID!) {\n  getLibraryWorkOrderById(unifiedOrderId: $unifiedOrderId) {\n    ...LibraryOrderFields\n  }\n}\n\nmutation CreateLibraryOrder($libraryWorkId: ID!) {\n  createLibraryWorkOrderByReadyWorkId(libraryWorkId: $libraryWorkId) {\n    id\n    unifiedOrderId\n  }\n}\n\nmutation PayLibraryOrder($id: ID!) {\n  tryToPayForLibraryWorkOrderFromBalance(libraryWorkOrderId: $id) {\n    ...LibraryOrderFields\n  }\n}\n\nmutation AutoPayLibraryOrder($id: ID!) {\n  autoPayForLibraryWorkOrder(libraryWorkOrderId: $id) {\n    ...LibraryOrderFields\n  }\n}\n\nmutation SendLibraryAnswerToTelegram($id: ID!) {\n  sendLibraryWorkOrderAnswerToTelegram(orderId: $id)\n}": types.LibraryOrderFieldsFragmentDoc,
};

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "fragment LibraryOrderFields on LibraryWorkOrder {\n  id\n  unifiedOrderId\n  status\n  isPaid\n  price\n  pdfUrl\n  rate {\n    id\n    rate\n    comment\n  }\n  subject {\n    title\n  }\n  libraryWork {\n    id\n    slug\n    title\n    redirectUrl\n    type {\n      title\n    }\n    content {\n      textTask\n      shortenedAnswer\n      answer\n    }\n  }\n}\n\nquery LibraryOrder($unifiedOrderId: ID!) {\n  getLibraryWorkOrderById(unifiedOrderId: $unifiedOrderId) {\n    ...LibraryOrderFields\n  }\n}\n\nmutation CreateLibraryOrder($libraryWorkId: ID!) {\n  createLibraryWorkOrderByReadyWorkId(libraryWorkId: $libraryWorkId) {\n    id\n    unifiedOrderId\n  }\n}\n\nmutation PayLibraryOrder($id: ID!) {\n  tryToPayForLibraryWorkOrderFromBalance(libraryWorkOrderId: $id) {\n    ...LibraryOrderFields\n  }\n}\n\nmutation AutoPayLibraryOrder($id: ID!) {\n  autoPayForLibraryWorkOrder(libraryWorkOrderId: $id) {\n    ...LibraryOrderFields\n  }\n}\n\nmutation SendLibraryAnswerToTelegram($id: ID!) {\n  sendLibraryWorkOrderAnswerToTelegram(orderId: $id)\n}"): typeof import('./graphql').LibraryOrderFieldsFragmentDoc;


export function graphql(source: string) {
  return (documents as any)[source] ?? {};
}
