/* eslint-disable */
/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
import type { DocumentTypeDecoration } from '@graphql-typed-document-node/core';
export type ProfileFieldsFragment = { id: string, name: string | null, email: string | null, phone: string | null, avatar: string | null, isMemoryEnabled: boolean, emailVerifiedAt: string | null, telegramIsAttached: boolean, telegramBotIsBlocked: boolean, receiptEmail: string | null, receiptPhone: string | null, role: { id: number }, notificationChannel: { id: number, title: string } | null, restriction: { description: string | null, removeAt: string | null, canLogin: boolean, canCreateOrders: boolean, canCreatePayIns: boolean, reason: { title: string | null, description: string | null } | null } | null };

export type ProfileQueryVariables = Exact<{ [key: string]: never; }>;


export type ProfileQuery = { me: { id: string, name: string | null, email: string | null, phone: string | null, avatar: string | null, isMemoryEnabled: boolean, emailVerifiedAt: string | null, telegramIsAttached: boolean, telegramBotIsBlocked: boolean, receiptEmail: string | null, receiptPhone: string | null, role: { id: number }, notificationChannel: { id: number, title: string } | null, restriction: { description: string | null, removeAt: string | null, canLogin: boolean, canCreateOrders: boolean, canCreatePayIns: boolean, reason: { title: string | null, description: string | null } | null } | null } | null, notificationChannels: Array<{ id: number, title: string }> };

export type UpdateUserInformationMutationVariables = Exact<{
  email?: string | null | undefined;
  name?: string | null | undefined;
  notificationChannelId?: number | null | undefined;
  isMemoryEnabled?: boolean | null | undefined;
}>;


export type UpdateUserInformationMutation = { updateUserInformation: { id: string, name: string | null, email: string | null, phone: string | null, avatar: string | null, isMemoryEnabled: boolean, emailVerifiedAt: string | null, telegramIsAttached: boolean, telegramBotIsBlocked: boolean, receiptEmail: string | null, receiptPhone: string | null, role: { id: number }, notificationChannel: { id: number, title: string } | null, restriction: { description: string | null, removeAt: string | null, canLogin: boolean, canCreateOrders: boolean, canCreatePayIns: boolean, reason: { title: string | null, description: string | null } | null } | null } };

export type UpdateUserReceiptFieldsMutationVariables = Exact<{
  receiptPhone?: string | null | undefined;
  receiptEmail?: string | null | undefined;
}>;


export type UpdateUserReceiptFieldsMutation = { updateUserReceiptFields: { id: string, name: string | null, email: string | null, phone: string | null, avatar: string | null, isMemoryEnabled: boolean, emailVerifiedAt: string | null, telegramIsAttached: boolean, telegramBotIsBlocked: boolean, receiptEmail: string | null, receiptPhone: string | null, role: { id: number }, notificationChannel: { id: number, title: string } | null, restriction: { description: string | null, removeAt: string | null, canLogin: boolean, canCreateOrders: boolean, canCreatePayIns: boolean, reason: { title: string | null, description: string | null } | null } | null } };

export type SendVerificationEmailMutationVariables = Exact<{ [key: string]: never; }>;


export type SendVerificationEmailMutation = { sendVerificationEmail: boolean };

export type AttachPhoneMutationVariables = Exact<{
  phone: string;
  code: string;
}>;


export type AttachPhoneMutation = { attachPhone: { id: string, name: string | null, email: string | null, phone: string | null, avatar: string | null, isMemoryEnabled: boolean, emailVerifiedAt: string | null, telegramIsAttached: boolean, telegramBotIsBlocked: boolean, receiptEmail: string | null, receiptPhone: string | null, role: { id: number }, notificationChannel: { id: number, title: string } | null, restriction: { description: string | null, removeAt: string | null, canLogin: boolean, canCreateOrders: boolean, canCreatePayIns: boolean, reason: { title: string | null, description: string | null } | null } | null } };

export type RequestTelegramAttachLinkMutationVariables = Exact<{ [key: string]: never; }>;


export type RequestTelegramAttachLinkMutation = { requestClientBotLink: { bot_link: string } };

export class TypedDocumentString<TResult, TVariables>
  extends String
  implements DocumentTypeDecoration<TResult, TVariables>
{
  __apiType?: NonNullable<DocumentTypeDecoration<TResult, TVariables>['__apiType']>;
  private value: string;
  public __meta__?: Record<string, any> | undefined;

  constructor(value: string, __meta__?: Record<string, any> | undefined) {
    super(value);
    this.value = value;
    this.__meta__ = __meta__;
  }

  override toString(): string & DocumentTypeDecoration<TResult, TVariables> {
    return this.value;
  }
}
export const ProfileFieldsFragmentDoc = new TypedDocumentString(`
    fragment ProfileFields on User {
  id
  name
  email
  phone
  avatar
  isMemoryEnabled
  emailVerifiedAt
  telegramIsAttached
  telegramBotIsBlocked
  receiptEmail
  receiptPhone
  role {
    id
  }
  notificationChannel {
    id
    title
  }
  restriction {
    description
    removeAt
    canLogin
    canCreateOrders
    canCreatePayIns
    reason {
      title
      description
    }
  }
}
    `, {"fragmentName":"ProfileFields"}) as unknown as TypedDocumentString<ProfileFieldsFragment, unknown>;
export const ProfileDocument = new TypedDocumentString(`
    query Profile {
  me {
    ...ProfileFields
  }
  notificationChannels {
    id
    title
  }
}
    fragment ProfileFields on User {
  id
  name
  email
  phone
  avatar
  isMemoryEnabled
  emailVerifiedAt
  telegramIsAttached
  telegramBotIsBlocked
  receiptEmail
  receiptPhone
  role {
    id
  }
  notificationChannel {
    id
    title
  }
  restriction {
    description
    removeAt
    canLogin
    canCreateOrders
    canCreatePayIns
    reason {
      title
      description
    }
  }
}`) as unknown as TypedDocumentString<ProfileQuery, ProfileQueryVariables>;
export const UpdateUserInformationDocument = new TypedDocumentString(`
    mutation UpdateUserInformation($email: String, $name: String, $notificationChannelId: Int, $isMemoryEnabled: Boolean) {
  updateUserInformation(
    email: $email
    name: $name
    notificationChannelId: $notificationChannelId
    isMemoryEnabled: $isMemoryEnabled
  ) {
    ...ProfileFields
  }
}
    fragment ProfileFields on User {
  id
  name
  email
  phone
  avatar
  isMemoryEnabled
  emailVerifiedAt
  telegramIsAttached
  telegramBotIsBlocked
  receiptEmail
  receiptPhone
  role {
    id
  }
  notificationChannel {
    id
    title
  }
  restriction {
    description
    removeAt
    canLogin
    canCreateOrders
    canCreatePayIns
    reason {
      title
      description
    }
  }
}`) as unknown as TypedDocumentString<UpdateUserInformationMutation, UpdateUserInformationMutationVariables>;
export const UpdateUserReceiptFieldsDocument = new TypedDocumentString(`
    mutation UpdateUserReceiptFields($receiptPhone: String, $receiptEmail: String) {
  updateUserReceiptFields(
    receiptPhone: $receiptPhone
    receiptEmail: $receiptEmail
  ) {
    ...ProfileFields
  }
}
    fragment ProfileFields on User {
  id
  name
  email
  phone
  avatar
  isMemoryEnabled
  emailVerifiedAt
  telegramIsAttached
  telegramBotIsBlocked
  receiptEmail
  receiptPhone
  role {
    id
  }
  notificationChannel {
    id
    title
  }
  restriction {
    description
    removeAt
    canLogin
    canCreateOrders
    canCreatePayIns
    reason {
      title
      description
    }
  }
}`) as unknown as TypedDocumentString<UpdateUserReceiptFieldsMutation, UpdateUserReceiptFieldsMutationVariables>;
export const SendVerificationEmailDocument = new TypedDocumentString(`
    mutation SendVerificationEmail {
  sendVerificationEmail
}
    `) as unknown as TypedDocumentString<SendVerificationEmailMutation, SendVerificationEmailMutationVariables>;
export const AttachPhoneDocument = new TypedDocumentString(`
    mutation AttachPhone($phone: String!, $code: String!) {
  attachPhone(phone: $phone, code: $code) {
    ...ProfileFields
  }
}
    fragment ProfileFields on User {
  id
  name
  email
  phone
  avatar
  isMemoryEnabled
  emailVerifiedAt
  telegramIsAttached
  telegramBotIsBlocked
  receiptEmail
  receiptPhone
  role {
    id
  }
  notificationChannel {
    id
    title
  }
  restriction {
    description
    removeAt
    canLogin
    canCreateOrders
    canCreatePayIns
    reason {
      title
      description
    }
  }
}`) as unknown as TypedDocumentString<AttachPhoneMutation, AttachPhoneMutationVariables>;
export const RequestTelegramAttachLinkDocument = new TypedDocumentString(`
    mutation RequestTelegramAttachLink {
  requestClientBotLink(source: "profile") {
    bot_link
  }
}
    `) as unknown as TypedDocumentString<RequestTelegramAttachLinkMutation, RequestTelegramAttachLinkMutationVariables>;