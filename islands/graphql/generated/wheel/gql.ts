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
    "fragment WheelPrizeFields on WheelPrize {\n  id\n  kind\n  value\n  title\n}\n\nquery WheelOfFortune {\n  wheelOfFortune {\n    prizes {\n      ...WheelPrizeFields\n    }\n    spinsLeft\n    rulesUrl\n    history {\n      id\n      prize {\n        ...WheelPrizeFields\n      }\n      promoCode\n      createdAt\n    }\n  }\n}\n\nmutation SpinWheelOfFortune {\n  spinWheelOfFortune {\n    prize {\n      ...WheelPrizeFields\n    }\n    isWin\n    spinsLeft\n    promoCode\n    balanceTrials\n  }\n}\n\nquery FreeQuestions {\n  me {\n    id\n    balance {\n      balanceTrials\n    }\n  }\n}": typeof types.WheelPrizeFieldsFragmentDoc,
};
const documents: Documents = {
    "fragment WheelPrizeFields on WheelPrize {\n  id\n  kind\n  value\n  title\n}\n\nquery WheelOfFortune {\n  wheelOfFortune {\n    prizes {\n      ...WheelPrizeFields\n    }\n    spinsLeft\n    rulesUrl\n    history {\n      id\n      prize {\n        ...WheelPrizeFields\n      }\n      promoCode\n      createdAt\n    }\n  }\n}\n\nmutation SpinWheelOfFortune {\n  spinWheelOfFortune {\n    prize {\n      ...WheelPrizeFields\n    }\n    isWin\n    spinsLeft\n    promoCode\n    balanceTrials\n  }\n}\n\nquery FreeQuestions {\n  me {\n    id\n    balance {\n      balanceTrials\n    }\n  }\n}": types.WheelPrizeFieldsFragmentDoc,
};

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "fragment WheelPrizeFields on WheelPrize {\n  id\n  kind\n  value\n  title\n}\n\nquery WheelOfFortune {\n  wheelOfFortune {\n    prizes {\n      ...WheelPrizeFields\n    }\n    spinsLeft\n    rulesUrl\n    history {\n      id\n      prize {\n        ...WheelPrizeFields\n      }\n      promoCode\n      createdAt\n    }\n  }\n}\n\nmutation SpinWheelOfFortune {\n  spinWheelOfFortune {\n    prize {\n      ...WheelPrizeFields\n    }\n    isWin\n    spinsLeft\n    promoCode\n    balanceTrials\n  }\n}\n\nquery FreeQuestions {\n  me {\n    id\n    balance {\n      balanceTrials\n    }\n  }\n}"): typeof import('./graphql').WheelPrizeFieldsFragmentDoc;


export function graphql(source: string) {
  return (documents as any)[source] ?? {};
}
