/* eslint-disable */
/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
import type { DocumentTypeDecoration } from '@graphql-typed-document-node/core';
/** searching 1 (the sources search runs), answering 2, answered 3, failed 4. */
export type AdvancedAiOrderStatus =
  | 'ANSWERED'
  | 'ANSWERING'
  | 'FAILED'
  | 'SEARCHING';

/** law, economics or general. */
export type AdvancedAiOrderType =
  | 'economics'
  | 'general'
  | 'law';

export type AdvancedAiOrderFieldsFragment = { id: string, unifiedOrderId: string, type: AdvancedAiOrderType, category: string | null, status: AdvancedAiOrderStatus, isPaid: boolean, price: number, clarificationsCountLeft: number, isDemo: boolean, streamUrl: string, advancedAiReferences: Array<{ id: string, position: number, title: string, author: string | null, year: number | null, url: string | null }>, queries: Array<{ id: string, role: number, content: string, isPreview: boolean, state: string, error: string | null }> };

export type AdvancedAiOrderQueryVariables = Exact<{
  unifiedOrderId: string | number;
}>;


export type AdvancedAiOrderQuery = { getAdvancedAiOrderById: { id: string, unifiedOrderId: string, type: AdvancedAiOrderType, category: string | null, status: AdvancedAiOrderStatus, isPaid: boolean, price: number, clarificationsCountLeft: number, isDemo: boolean, streamUrl: string, advancedAiReferences: Array<{ id: string, position: number, title: string, author: string | null, year: number | null, url: string | null }>, queries: Array<{ id: string, role: number, content: string, isPreview: boolean, state: string, error: string | null }> } | null };

export type PayAdvancedAiOrderMutationVariables = Exact<{
  unifiedOrderId: string | number;
}>;


export type PayAdvancedAiOrderMutation = { tryToPayForAdvancedAiOrderFromBalance: { id: string, unifiedOrderId: string, type: AdvancedAiOrderType, category: string | null, status: AdvancedAiOrderStatus, isPaid: boolean, price: number, clarificationsCountLeft: number, isDemo: boolean, streamUrl: string, advancedAiReferences: Array<{ id: string, position: number, title: string, author: string | null, year: number | null, url: string | null }>, queries: Array<{ id: string, role: number, content: string, isPreview: boolean, state: string, error: string | null }> } };

export type ClarifyAdvancedAiOrderMutationVariables = Exact<{
  unifiedOrderId: string | number;
  question: string;
}>;


export type ClarifyAdvancedAiOrderMutation = { createAdvancedAiOrderClarification: { id: string, unifiedOrderId: string, type: AdvancedAiOrderType, category: string | null, status: AdvancedAiOrderStatus, isPaid: boolean, price: number, clarificationsCountLeft: number, isDemo: boolean, streamUrl: string, advancedAiReferences: Array<{ id: string, position: number, title: string, author: string | null, year: number | null, url: string | null }>, queries: Array<{ id: string, role: number, content: string, isPreview: boolean, state: string, error: string | null }> } };

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
export const AdvancedAiOrderFieldsFragmentDoc = new TypedDocumentString(`
    fragment AdvancedAiOrderFields on AdvancedAiOrder {
  id
  unifiedOrderId
  type
  category
  status
  isPaid
  price
  clarificationsCountLeft
  isDemo
  streamUrl
  advancedAiReferences {
    id
    position
    title
    author
    year
    url
  }
  queries {
    id
    role
    content
    isPreview
    state
    error
  }
}
    `, {"fragmentName":"AdvancedAiOrderFields"}) as unknown as TypedDocumentString<AdvancedAiOrderFieldsFragment, unknown>;
export const AdvancedAiOrderDocument = new TypedDocumentString(`
    query AdvancedAiOrder($unifiedOrderId: ID!) {
  getAdvancedAiOrderById(unifiedOrderId: $unifiedOrderId) {
    ...AdvancedAiOrderFields
  }
}
    fragment AdvancedAiOrderFields on AdvancedAiOrder {
  id
  unifiedOrderId
  type
  category
  status
  isPaid
  price
  clarificationsCountLeft
  isDemo
  streamUrl
  advancedAiReferences {
    id
    position
    title
    author
    year
    url
  }
  queries {
    id
    role
    content
    isPreview
    state
    error
  }
}`) as unknown as TypedDocumentString<AdvancedAiOrderQuery, AdvancedAiOrderQueryVariables>;
export const PayAdvancedAiOrderDocument = new TypedDocumentString(`
    mutation PayAdvancedAiOrder($unifiedOrderId: ID!) {
  tryToPayForAdvancedAiOrderFromBalance(unifiedOrderId: $unifiedOrderId) {
    ...AdvancedAiOrderFields
  }
}
    fragment AdvancedAiOrderFields on AdvancedAiOrder {
  id
  unifiedOrderId
  type
  category
  status
  isPaid
  price
  clarificationsCountLeft
  isDemo
  streamUrl
  advancedAiReferences {
    id
    position
    title
    author
    year
    url
  }
  queries {
    id
    role
    content
    isPreview
    state
    error
  }
}`) as unknown as TypedDocumentString<PayAdvancedAiOrderMutation, PayAdvancedAiOrderMutationVariables>;
export const ClarifyAdvancedAiOrderDocument = new TypedDocumentString(`
    mutation ClarifyAdvancedAiOrder($unifiedOrderId: ID!, $question: String!) {
  createAdvancedAiOrderClarification(
    unifiedOrderId: $unifiedOrderId
    question: $question
  ) {
    ...AdvancedAiOrderFields
  }
}
    fragment AdvancedAiOrderFields on AdvancedAiOrder {
  id
  unifiedOrderId
  type
  category
  status
  isPaid
  price
  clarificationsCountLeft
  isDemo
  streamUrl
  advancedAiReferences {
    id
    position
    title
    author
    year
    url
  }
  queries {
    id
    role
    content
    isPreview
    state
    error
  }
}`) as unknown as TypedDocumentString<ClarifyAdvancedAiOrderMutation, ClarifyAdvancedAiOrderMutationVariables>;