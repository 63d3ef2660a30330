/* eslint-disable */
/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
import type { DocumentTypeDecoration } from '@graphql-typed-document-node/core';
export type FriendsQueryVariables = Exact<{ [key: string]: never; }>;


export type FriendsQuery = { me: { id: string, referralId: string, referrerStats: { earnedTokens: number, registrations: number, subscriptions: number, rewardTokens: number } } | null };

export type InfluencerPaymentFormQueryVariables = Exact<{
  title?: string | null | undefined;
}>;


export type InfluencerPaymentFormQuery = { getInfluencerByAppEntryTitle: { paymentFormText: string | null, promoCode: { code: string, urlKey: string, isActive: boolean } | null } | null };

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

export const FriendsDocument = new TypedDocumentString(`
    query Friends {
  me {
    id
    referralId
    referrerStats {
      earnedTokens
      registrations
      subscriptions
      rewardTokens
    }
  }
}
    `) as unknown as TypedDocumentString<FriendsQuery, FriendsQueryVariables>;
export const InfluencerPaymentFormDocument = new TypedDocumentString(`
    query InfluencerPaymentForm($title: String) {
  getInfluencerByAppEntryTitle(title: $title) {
    paymentFormText
    promoCode {
      code
      urlKey
      isActive
    }
  }
}
    `) as unknown as TypedDocumentString<InfluencerPaymentFormQuery, InfluencerPaymentFormQueryVariables>;