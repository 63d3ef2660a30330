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
    "mutation RedeemTrialKey($key: String!) {\n  redeemTrialKey(key: $key) {\n    balanceTrials\n  }\n}\n\nmutation ClaimNewbyTrials {\n  claimNewbyTrials {\n    trialsGranted\n    balance {\n      balanceTrials\n    }\n  }\n}": typeof types.RedeemTrialKeyDocument,
};
const documents: Documents = {
    "mutation RedeemTrialKey($key: String!) {\n  redeemTrialKey(key: $key) {\n    balanceTrials\n  }\n}\n\nmutation ClaimNewbyTrials {\n  claimNewbyTrials {\n    trialsGranted\n    balance {\n      balanceTrials\n    }\n  }\n}": types.RedeemTrialKeyDocument,
};

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation RedeemTrialKey($key: String!) {\n  redeemTrialKey(key: $key) {\n    balanceTrials\n  }\n}\n\nmutation ClaimNewbyTrials {\n  claimNewbyTrials {\n    trialsGranted\n    balance {\n      balanceTrials\n    }\n  }\n}"): typeof import('./graphql').RedeemTrialKeyDocument;


export function graphql(source: string) {
  return (documents as any)[source] ?? {};
}
