/* eslint-disable */
/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
import type { DocumentTypeDecoration } from '@graphql-typed-document-node/core';
/** FOUND: the caller's order; DELETED: removed (canceled, or no such order); NOT_FOUND: another's. */
export type TaskOrderLookupState =
  | 'DELETED'
  | 'FOUND'
  | 'NOT_FOUND';

/** searching 1 (statusBySearch 1), searched 2 (statusBySearch 2), canceled 3. */
export type TaskOrderStatus =
  | 'CANCELED'
  | 'SEARCHED'
  | 'SEARCHING';

export type TaskOrderQueryVariables = Exact<{
  unifiedOrderId: string | number;
}>;


export type TaskOrderQuery = { getTaskOrderById: { state: TaskOrderLookupState, order: { id: string, unifiedOrderId: string, status: TaskOrderStatus, statusBySearch: number | null, query: string, recognizedText: string | null, isGuestOrder: boolean, subject: { id: number, title: string }, matches: Array<{ position: number, scoreLabel: string, snippet: string, libraryWork: { id: string, slug: string, title: string, href: string, shortenedAnswer: string, typeTitle: string } }> } | null } };

export type BindTaskOrderMutationVariables = Exact<{
  unifiedOrderId: string | number;
}>;


export type BindTaskOrderMutation = { tryToBindClientToUnifiedOrder: boolean };

export type OrderMatchedWorkMutationVariables = Exact<{
  libraryWorkId: string | number;
}>;


export type OrderMatchedWorkMutation = { createLibraryWorkOrderByReadyWorkId: { id: string, unifiedOrderId: string } };

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

export const TaskOrderDocument = new TypedDocumentString(`
    query TaskOrder($unifiedOrderId: ID!) {
  getTaskOrderById(unifiedOrderId: $unifiedOrderId) {
    state
    order {
      id
      unifiedOrderId
      status
      statusBySearch
      query
      recognizedText
      isGuestOrder
      subject {
        id
        title
      }
      matches {
        position
        scoreLabel
        snippet
        libraryWork {
          id
          slug
          title
          href
          shortenedAnswer
          typeTitle
        }
      }
    }
  }
}
    `) as unknown as TypedDocumentString<TaskOrderQuery, TaskOrderQueryVariables>;
export const BindTaskOrderDocument = new TypedDocumentString(`
    mutation BindTaskOrder($unifiedOrderId: ID!) {
  tryToBindClientToUnifiedOrder(unifiedOrderId: $unifiedOrderId)
}
    `) as unknown as TypedDocumentString<BindTaskOrderMutation, BindTaskOrderMutationVariables>;
export const OrderMatchedWorkDocument = new TypedDocumentString(`
    mutation OrderMatchedWork($libraryWorkId: ID!) {
  createLibraryWorkOrderByReadyWorkId(libraryWorkId: $libraryWorkId) {
    id
    unifiedOrderId
  }
}
    `) as unknown as TypedDocumentString<OrderMatchedWorkMutation, OrderMatchedWorkMutationVariables>;