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
    "fragment MyOrderFields on UnifiedOrder {\n  id\n  typeId\n  status\n  statusBySearch\n  text\n  createdAt\n  href\n}\n\nquery MyOrders($status: [UnifiedOrderStatus!], $first: Int, $page: Int, $search: String, $type: [UnifiedOrderType!], $createdAfter: DateTime, $createdBefore: DateTime) {\n  me {\n    id\n    unifiedOrders(\n      status: $status\n      first: $first\n      page: $page\n      search: $search\n      type: $type\n      createdAfter: $createdAfter\n      createdBefore: $createdBefore\n    ) {\n      items {\n        ...MyOrderFields\n      }\n      counters {\n        inProgress\n        completed\n      }\n      total\n      page\n      lastPage\n    }\n  }\n}\n\nmutation RateUnifiedOrder($unifiedOrderId: ID!, $stage: String!, $rate: Int!, $comment: String) {\n  rateUnifiedOrder(\n    unifiedOrderId: $unifiedOrderId\n    stage: $stage\n    rate: $rate\n    comment: $comment\n  ) {\n    message\n    isBad\n  }\n}": typeof types.MyOrderFieldsFragmentDoc,
};
const documents: Documents = {
    "fragment MyOrderFields on UnifiedOrder {\n  id\n  typeId\n  status\n  statusBySearch\n  text\n  createdAt\n  href\n}\n\nquery MyOrders($status: [UnifiedOrderStatus!], $first: Int, $page: Int, $search: String, $type: [UnifiedOrderType!], $createdAfter: DateTime, $createdBefore: DateTime) {\n  me {\n    id\n    unifiedOrders(\n      status: $status\n      first: $first\n      page: $page\n      search: $search\n      type: $type\n      createdAfter: $createdAfter\n      createdBefore: $createdBefore\n    ) {\n      items {\n        ...MyOrderFields\n      }\n      counters {\n        inProgress\n        completed\n      }\n      total\n      page\n      lastPage\n    }\n  }\n}\n\nmutation RateUnifiedOrder($unifiedOrderId: ID!, $stage: String!, $rate: Int!, $comment: String) {\n  rateUnifiedOrder(\n    unifiedOrderId: $unifiedOrderId\n    stage: $stage\n    rate: $rate\n    comment: $comment\n  ) {\n    message\n    isBad\n  }\n}": types.MyOrderFieldsFragmentDoc,
};

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "fragment MyOrderFields on UnifiedOrder {\n  id\n  typeId\n  status\n  statusBySearch\n  text\n  createdAt\n  href\n}\n\nquery MyOrders($status: [UnifiedOrderStatus!], $first: Int, $page: Int, $search: String, $type: [UnifiedOrderType!], $createdAfter: DateTime, $createdBefore: DateTime) {\n  me {\n    id\n    unifiedOrders(\n      status: $status\n      first: $first\n      page: $page\n      search: $search\n      type: $type\n      createdAfter: $createdAfter\n      createdBefore: $createdBefore\n    ) {\n      items {\n        ...MyOrderFields\n      }\n      counters {\n        inProgress\n        completed\n      }\n      total\n      page\n      lastPage\n    }\n  }\n}\n\nmutation RateUnifiedOrder($unifiedOrderId: ID!, $stage: String!, $rate: Int!, $comment: String) {\n  rateUnifiedOrder(\n    unifiedOrderId: $unifiedOrderId\n    stage: $stage\n    rate: $rate\n    comment: $comment\n  ) {\n    message\n    isBad\n  }\n}"): typeof import('./graphql').MyOrderFieldsFragmentDoc;


export function graphql(source: string) {
  return (documents as any)[source] ?? {};
}
