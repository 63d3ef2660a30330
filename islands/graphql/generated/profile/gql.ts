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
    "fragment ProfileFields on User {\n  id\n  name\n  email\n  phone\n  avatar\n  isMemoryEnabled\n  emailVerifiedAt\n  telegramIsAttached\n  telegramBotIsBlocked\n  receiptEmail\n  receiptPhone\n  role {\n    id\n  }\n  notificationChannel {\n    id\n    title\n  }\n  restriction {\n    description\n    removeAt\n    canLogin\n    canCreateOrders\n    canCreatePayIns\n    reason {\n      title\n      description\n    }\n  }\n}\n\nquery Profile {\n  me {\n    ...ProfileFields\n  }\n  notificationChannels {\n    id\n    title\n  }\n}\n\nmutation UpdateUserInformation($email: String, $name: String, $notificationChannelId: Int, $isMemoryEnabled: Boolean) {\n  updateUserInformation(\n    email: $email\n    name: $name\n    notificationChannelId: $notificationChannelId\n    isMemoryEnabled: $isMemoryEnabled\n  ) {\n    ...ProfileFields\n  }\n}\n\nmutation UpdateUserReceiptFields($receiptPhone: String, $receiptEmail: String) {\n  updateUserReceiptFields(\n    receiptPhone: $receiptPhone\n    receiptEmail: $receiptEmail\n  ) {\n    ...ProfileFields\n  }\n}\n\nmutation SendVerificationEmail {\n  sendVerificationEmail\n}\n\nmutation AttachPhone($phone: String!, $code: String!) {\n  attachPhone(phone: $phone, code: $code) {\n    ...ProfileFields\n  }\n}\n\nmutation RequestTelegramAttachLink {\n  requestClientBotLink(source: \"profile\") {\n    bot_link\n  }\n}": typeof types.ProfileFieldsFragmentDoc,
};
const documents: Documents = {
    "fragment ProfileFields on User {\n  id\n  name\n  email\n  phone\n  avatar\n  isMemoryEnabled\n  emailVerifiedAt\n  telegramIsAttached\n  telegramBotIsBlocked\n  receiptEmail\n  receiptPhone\n  role {\n    id\n  }\n  notificationChannel {\n    id\n    title\n  }\n  restriction {\n    description\n    removeAt\n    canLogin\n    canCreateOrders\n    canCreatePayIns\n    reason {\n      title\n      description\n    }\n  }\n}\n\nquery Profile {\n  me {\n    ...ProfileFields\n  }\n  notificationChannels {\n    id\n    title\n  }\n}\n\nmutation UpdateUserInformation($email: String, $name: String, $notificationChannelId: Int, $isMemoryEnabled: Boolean) {\n  updateUserInformation(\n    email: $email\n    name: $name\n    notificationChannelId: $notificationChannelId\n    isMemoryEnabled: $isMemoryEnabled\n  ) {\n    ...ProfileFields\n  }\n}\n\nmutation UpdateUserReceiptFields($receiptPhone: String, $receiptEmail: String) {\n  updateUserReceiptFields(\n    receiptPhone: $receiptPhone\n    receiptEmail: $receiptEmail\n  ) {\n    ...ProfileFields\n  }\n}\n\nmutation SendVerificationEmail {\n  sendVerificationEmail\n}\n\nmutation AttachPhone($phone: String!, $code: String!) {\n  attachPhone(phone: $phone, code: $code) {\n    ...ProfileFields\n  }\n}\n\nmutation RequestTelegramAttachLink {\n  requestClientBotLink(source: \"profile\") {\n    bot_link\n  }\n}": types.ProfileFieldsFragmentDoc,
};

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "fragment ProfileFields on User {\n  id\n  name\n  email\n  phone\n  avatar\n  isMemoryEnabled\n  emailVerifiedAt\n  telegramIsAttached\n  telegramBotIsBlocked\n  receiptEmail\n  receiptPhone\n  role {\n    id\n  }\n  notificationChannel {\n    id\n    title\n  }\n  restriction {\n    description\n    removeAt\n    canLogin\n    canCreateOrders\n    canCreatePayIns\n    reason {\n      title\n      description\n    }\n  }\n}\n\nquery Profile {\n  me {\n    ...ProfileFields\n  }\n  notificationChannels {\n    id\n    title\n  }\n}\n\nmutation UpdateUserInformation($email: String, $name: String, $notificationChannelId: Int, $isMemoryEnabled: Boolean) {\n  updateUserInformation(\n    email: $email\n    name: $name\n    notificationChannelId: $notificationChannelId\n    isMemoryEnabled: $isMemoryEnabled\n  ) {\n    ...ProfileFields\n  }\n}\n\nmutation UpdateUserReceiptFields($receiptPhone: String, $receiptEmail: String) {\n  updateUserReceiptFields(\n    receiptPhone: $receiptPhone\n    receiptEmail: $receiptEmail\n  ) {\n    ...ProfileFields\n  }\n}\n\nmutation SendVerificationEmail {\n  sendVerificationEmail\n}\n\nmutation AttachPhone($phone: String!, $code: String!) {\n  attachPhone(phone: $phone, code: $code) {\n    ...ProfileFields\n  }\n}\n\nmutation RequestTelegramAttachLink {\n  requestClientBotLink(source: \"profile\") {\n    bot_link\n  }\n}"): typeof import('./graphql').ProfileFieldsFragmentDoc;


export function graphql(source: string) {
  return (documents as any)[source] ?? {};
}
