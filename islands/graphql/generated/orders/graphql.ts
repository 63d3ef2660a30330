/* eslint-disable */
/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
import type { DocumentTypeDecoration } from '@graphql-typed-document-node/core';
/** Generic statuses: draft 1, in progress 2, completed 3, canceled 4. */
export type UnifiedOrderStatus =
  | 'CANCELED'
  | 'COMPLETED'
  | 'DRAFT'
  | 'IN_PROGRESS';

/** Product of an order; ids per orders.md §3: task solving 1, library 2, AI 3, text work 5, AI referat 6, advanced AI 7, services 8, presentation 9. */
export type UnifiedOrderType =
  | 'ADVANCED_AI'
  | 'AI'
  | 'AI_REFERAT'
  | 'LIBRARY'
  | 'PRESENTATION'
  | 'SERVICES'
  | 'TASK_SOLVING'
  | 'TEXT_WORK';

export type MyOrderFieldsFragment = { id: string, typeId: number, status: UnifiedOrderStatus, statusBySearch: number | null, text: string | null, createdAt: string, href: string };

export type MyOrdersQueryVariables = Exact<{
  status?: Array<UnifiedOrderStatus> | UnifiedOrderStatus | null | undefined;
  first?: number | null | undefined;
  page?: number | null | undefined;
  search?: string | null | undefined;
  type?: Array<UnifiedOrderType> | UnifiedOrderType | null | undefined;
  createdAfter?: string | null | undefined;
  createdBefore?: string | null | undefined;
}>;


export type MyOrdersQuery = { me: { id: string, unifiedOrders: { total: number, page: number, lastPage: number, items: Array<{ id: string, typeId: number, status: UnifiedOrderStatus, statusBySearch: number | null, text: string | null, createdAt: string, href: string }>, counters: { inProgress: number, completed: number } } } | null };

export type RateUnifiedOrderMutationVariables = Exact<{
  unifiedOrderId: string | number;
  stage: string;
  rate: number;
  comment?: string | null | undefined;
}>;


export type RateUnifiedOrderMutation = { rateUnifiedOrder: { message: string, isBad: boolean } };

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
export const MyOrderFieldsFragmentDoc = new TypedDocumentString(`
    fragment MyOrderFields on UnifiedOrder {
  id
  typeId
  status
  statusBySearch
  text
  createdAt
  href
}
    `, {"fragmentName":"MyOrderFields"}) as unknown as TypedDocumentString<MyOrderFieldsFragment, unknown>;
export const MyOrdersDocument = new TypedDocumentString(`
    query MyOrders($status: [UnifiedOrderStatus!], $first: Int, $page: Int, $search: String, $type: [UnifiedOrderType!], $createdAfter: DateTime, $createdBefore: DateTime) {
  me {
    id
    unifiedOrders(
      status: $status
      first: $first
      page: $page
      search: $search
      type: $type
      createdAfter: $createdAfter
      createdBefore: $createdBefore
    ) {
      items {
        ...MyOrderFields
      }
      counters {
        inProgress
        completed
      }
      total
      page
      lastPage
    }
  }
}
    fragment MyOrderFields on UnifiedOrder {
  id
  typeId
  status
  statusBySearch
  text
  createdAt
  href
}`) as unknown as TypedDocumentString<MyOrdersQuery, MyOrdersQueryVariables>;
export const RateUnifiedOrderDocument = new TypedDocumentString(`
    mutation RateUnifiedOrder($unifiedOrderId: ID!, $stage: String!, $rate: Int!, $comment: String) {
  rateUnifiedOrder(
    unifiedOrderId: $unifiedOrderId
    stage: $stage
    rate: $rate
    comment: $comment
  ) {
    message
    isBad
  }
}
    `) as unknown as TypedDocumentString<RateUnifiedOrderMutation, RateUnifiedOrderMutationVariables>;