/* eslint-disable */
/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
import type { DocumentTypeDecoration } from '@graphql-typed-document-node/core';
/** Where the feedback form was opened: the support popup's «Оставить отзыв» or the ?survioForm address flag. */
export type FeedbackSource =
  | 'FORM'
  | 'SURVIO';

export type SendFeedbackMutationVariables = Exact<{
  text: string;
  rating?: number | null | undefined;
  pageUrl?: string | null | undefined;
  source?: FeedbackSource | null | undefined;
}>;


export type SendFeedbackMutation = { sendFeedback: boolean };

export type SupportIdentityQueryVariables = Exact<{ [key: string]: never; }>;


export type SupportIdentityQuery = { me: { id: string, name: string | null, email: string | null, usedeskToken: string | null } | null };

export type SaveUsedeskTokenMutationVariables = Exact<{
  usedeskToken?: string | null | undefined;
}>;


export type SaveUsedeskTokenMutation = { updateUserInformation: { usedeskToken: string | null } };

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

export const SendFeedbackDocument = new TypedDocumentString(`
    mutation SendFeedback($text: String!, $rating: Int, $pageUrl: String, $source: FeedbackSource) {
  sendFeedback(text: $text, rating: $rating, pageUrl: $pageUrl, source: $source)
}
    `) as unknown as TypedDocumentString<SendFeedbackMutation, SendFeedbackMutationVariables>;
export const SupportIdentityDocument = new TypedDocumentString(`
    query SupportIdentity {
  me {
    id
    name
    email
    usedeskToken
  }
}
    `) as unknown as TypedDocumentString<SupportIdentityQuery, SupportIdentityQueryVariables>;
export const SaveUsedeskTokenDocument = new TypedDocumentString(`
    mutation SaveUsedeskToken($usedeskToken: String) {
  updateUserInformation(usedeskToken: $usedeskToken) {
    usedeskToken
  }
}
    `) as unknown as TypedDocumentString<SaveUsedeskTokenMutation, SaveUsedeskTokenMutationVariables>;