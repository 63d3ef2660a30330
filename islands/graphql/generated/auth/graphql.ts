/* eslint-disable */
/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
import type { DocumentTypeDecoration } from '@graphql-typed-document-node/core';
export type AuthCodeChannel =
  | 'call'
  | 'email'
  | 'sms'
  | 'telegram';

export type GetParamInput = {
  name: string;
  value: string;
};

export type RequestAuthCodeMutationVariables = Exact<{
  phone?: string | null | undefined;
  email?: string | null | undefined;
  channel?: AuthCodeChannel | null | undefined;
  sourceKey?: string | null | undefined;
  fingerprint?: string | null | undefined;
  getParams?: Array<GetParamInput> | GetParamInput | null | undefined;
  sourceAppType?: string | null | undefined;
  subscribeToAdvertising?: boolean | null | undefined;
  consentToTheProcessingOfPersonalData?: boolean | null | undefined;
  referrerId?: string | null | undefined;
}>;


export type RequestAuthCodeMutation = { requestAuthCode: { isSent: boolean, channel: AuthCodeChannel, resendAfterSeconds: number, expiresInSeconds: number } };

export type RequestApiTokenMutationVariables = Exact<{
  phone?: string | null | undefined;
  email?: string | null | undefined;
  code: string;
}>;


export type RequestApiTokenMutation = { requestApiToken: { token: string } };

export type RequestTelegramApiTokenMutationVariables = Exact<{
  code: string;
  fingerprint?: string | null | undefined;
}>;


export type RequestTelegramApiTokenMutation = { requestTelegramApiToken: { token: string } };

export type GetAuthTokenByIdMutationVariables = Exact<{
  authTokenId: string;
  signInState?: string | null | undefined;
  confirmed?: boolean | null | undefined;
}>;


export type GetAuthTokenByIdMutation = { getAuthTokenById: { token: string } };

export type RequestClientBotLinkMutationVariables = Exact<{
  getParams?: Array<GetParamInput> | GetParamInput | null | undefined;
  sourceKey?: string | null | undefined;
  fingerprint?: string | null | undefined;
  sourceAppType?: string | null | undefined;
  subscribeToAdvertising?: boolean | null | undefined;
  consentToTheProcessingOfPersonalData?: boolean | null | undefined;
  source?: string | null | undefined;
}>;


export type RequestClientBotLinkMutation = { requestClientBotLink: { bot_link: string } };

export type LogoutMutationVariables = Exact<{ [key: string]: never; }>;


export type LogoutMutation = { logout: boolean };

export type LogoutEverywhereMutationVariables = Exact<{ [key: string]: never; }>;


export type LogoutEverywhereMutation = { logoutEverywhere: boolean };

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

export const RequestAuthCodeDocument = new TypedDocumentString(`
    mutation RequestAuthCode($phone: String, $email: String, $channel: AuthCodeChannel, $sourceKey: String, $fingerprint: String, $getParams: [GetParamInput!], $sourceAppType: String, $subscribeToAdvertising: Boolean, $consentToTheProcessingOfPersonalData: Boolean, $referrerId: String) {
  requestAuthCode(
    phone: $phone
    email: $email
    channel: $channel
    roleId: 1
    sourceKey: $sourceKey
    fingerprint: $fingerprint
    getParams: $getParams
    sourceAppType: $sourceAppType
    subscribeToAdvertising: $subscribeToAdvertising
    consentToTheProcessingOfPersonalData: $consentToTheProcessingOfPersonalData
    referrerId: $referrerId
  ) {
    isSent
    channel
    resendAfterSeconds
    expiresInSeconds
  }
}
    `) as unknown as TypedDocumentString<RequestAuthCodeMutation, RequestAuthCodeMutationVariables>;
export const RequestApiTokenDocument = new TypedDocumentString(`
    mutation RequestApiToken($phone: String, $email: String, $code: String!) {
  requestApiToken(phone: $phone, email: $email, code: $code) {
    token
  }
}
    `) as unknown as TypedDocumentString<RequestApiTokenMutation, RequestApiTokenMutationVariables>;
export const RequestTelegramApiTokenDocument = new TypedDocumentString(`
    mutation RequestTelegramApiToken($code: String!, $fingerprint: String) {
  requestTelegramApiToken(code: $code, fingerprint: $fingerprint) {
    token
  }
}
    `) as unknown as TypedDocumentString<RequestTelegramApiTokenMutation, RequestTelegramApiTokenMutationVariables>;
export const GetAuthTokenByIdDocument = new TypedDocumentString(`
    mutation GetAuthTokenById($authTokenId: String!, $signInState: String, $confirmed: Boolean) {
  getAuthTokenById(
    authTokenId: $authTokenId
    signInState: $signInState
    confirmed: $confirmed
  ) {
    token
  }
}
    `) as unknown as TypedDocumentString<GetAuthTokenByIdMutation, GetAuthTokenByIdMutationVariables>;
export const RequestClientBotLinkDocument = new TypedDocumentString(`
    mutation RequestClientBotLink($getParams: [GetParamInput!], $sourceKey: String, $fingerprint: String, $sourceAppType: String, $subscribeToAdvertising: Boolean, $consentToTheProcessingOfPersonalData: Boolean, $source: String) {
  requestClientBotLink(
    getParams: $getParams
    sourceKey: $sourceKey
    fingerprint: $fingerprint
    sourceAppType: $sourceAppType
    subscribeToAdvertising: $subscribeToAdvertising
    consentToTheProcessingOfPersonalData: $consentToTheProcessingOfPersonalData
    source: $source
  ) {
    bot_link
  }
}
    `) as unknown as TypedDocumentString<RequestClientBotLinkMutation, RequestClientBotLinkMutationVariables>;
export const LogoutDocument = new TypedDocumentString(`
    mutation Logout {
  logout
}
    `) as unknown as TypedDocumentString<LogoutMutation, LogoutMutationVariables>;
export const LogoutEverywhereDocument = new TypedDocumentString(`
    mutation LogoutEverywhere {
  logoutEverywhere
}
    `) as unknown as TypedDocumentString<LogoutEverywhereMutation, LogoutEverywhereMutationVariables>;