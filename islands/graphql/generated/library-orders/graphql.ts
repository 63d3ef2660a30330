/* eslint-disable */
/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
import type { DocumentTypeDecoration } from '@graphql-typed-document-node/core';
/** created 1 (waiting for payment), paid 2 (the full answer is open), SENT_DENY 3 (the work left the library), canceled 4. */
export type LibraryWorkOrderStatus =
  | 'CANCELED'
  | 'CREATED'
  | 'PAID'
  | 'SENT_DENY';

export type LibraryOrderFieldsFragment = { id: string, unifiedOrderId: string, status: LibraryWorkOrderStatus, isPaid: boolean, price: number, pdfUrl: string | null, rate: { id: string, rate: number, comment: string | null } | null, subject: { title: string }, libraryWork: { id: string, slug: string, title: string, redirectUrl: string, type: { title: string }, content: { textTask: string, shortenedAnswer: string, answer: string | null } } };

export type LibraryOrderQueryVariables = Exact<{
  unifiedOrderId: string | number;
}>;


export type LibraryOrderQuery = { getLibraryWorkOrderById: { id: string, unifiedOrderId: string, status: LibraryWorkOrderStatus, isPaid: boolean, price: number, pdfUrl: string | null, rate: { id: string, rate: number, comment: string | null } | null, subject: { title: string }, libraryWork: { id: string, slug: string, title: string, redirectUrl: string, type: { title: string }, content: { textTask: string, shortenedAnswer: string, answer: string | null } } } | null };

export type CreateLibraryOrderMutationVariables = Exact<{
  libraryWorkId: string | number;
}>;


export type CreateLibraryOrderMutation = { createLibraryWorkOrderByReadyWorkId: { id: string, unifiedOrderId: string } };

export type PayLibraryOrderMutationVariables = Exact<{
  id: string | number;
}>;


export type PayLibraryOrderMutation = { tryToPayForLibraryWorkOrderFromBalance: { id: string, unifiedOrderId: string, status: LibraryWorkOrderStatus, isPaid: boolean, price: number, pdfUrl: string | null, rate: { id: string, rate: number, comment: string | null } | null, subject: { title: string }, libraryWork: { id: string, slug: string, title: string, redirectUrl: string, type: { title: string }, content: { textTask: string, shortenedAnswer: string, answer: string | null } } } };

export type AutoPayLibraryOrderMutationVariables = Exact<{
  id: string | number;
}>;


export type AutoPayLibraryOrderMutation = { autoPayForLibraryWorkOrder: { id: string, unifiedOrderId: string, status: LibraryWorkOrderStatus, isPaid: boolean, price: number, pdfUrl: string | null, rate: { id: string, rate: number, comment: string | null } | null, subject: { title: string }, libraryWork: { id: string, slug: string, title: string, redirectUrl: string, type: { title: string }, content: { textTask: string, shortenedAnswer: string, answer: string | null } } } | null };

export type SendLibraryAnswerToTelegramMutationVariables = Exact<{
  id: string | number;
}>;


export type SendLibraryAnswerToTelegramMutation = { sendLibraryWorkOrderAnswerToTelegram: boolean };

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
export const LibraryOrderFieldsFragmentDoc = new TypedDocumentString(`
    fragment LibraryOrderFields on LibraryWorkOrder {
  id
  unifiedOrderId
  status
  isPaid
  price
  pdfUrl
  rate {
    id
    rate
    comment
  }
  subject {
    title
  }
  libraryWork {
    id
    slug
    title
    redirectUrl
    type {
      title
    }
    content {
      textTask
      shortenedAnswer
      answer
    }
  }
}
    `, {"fragmentName":"LibraryOrderFields"}) as unknown as TypedDocumentString<LibraryOrderFieldsFragment, unknown>;
export const LibraryOrderDocument = new TypedDocumentString(`
    query LibraryOrder($unifiedOrderId: ID!) {
  getLibraryWorkOrderById(unifiedOrderId: $unifiedOrderId) {
    ...LibraryOrderFields
  }
}
    fragment LibraryOrderFields on LibraryWorkOrder {
  id
  unifiedOrderId
  status
  isPaid
  price
  pdfUrl
  rate {
    id
    rate
    comment
  }
  subject {
    title
  }
  libraryWork {
    id
    slug
    title
    redirectUrl
    type {
      title
    }
    content {
      textTask
      shortenedAnswer
      answer
    }
  }
}`) as unknown as TypedDocumentString<LibraryOrderQuery, LibraryOrderQueryVariables>;
export const CreateLibraryOrderDocument = new TypedDocumentString(`
    mutation CreateLibraryOrder($libraryWorkId: ID!) {
  createLibraryWorkOrderByReadyWorkId(libraryWorkId: $libraryWorkId) {
    id
    unifiedOrderId
  }
}
    `) as unknown as TypedDocumentString<CreateLibraryOrderMutation, CreateLibraryOrderMutationVariables>;
export const PayLibraryOrderDocument = new TypedDocumentString(`
    mutation PayLibraryOrder($id: ID!) {
  tryToPayForLibraryWorkOrderFromBalance(libraryWorkOrderId: $id) {
    ...LibraryOrderFields
  }
}
    fragment LibraryOrderFields on LibraryWorkOrder {
  id
  unifiedOrderId
  status
  isPaid
  price
  pdfUrl
  rate {
    id
    rate
    comment
  }
  subject {
    title
  }
  libraryWork {
    id
    slug
    title
    redirectUrl
    type {
      title
    }
    content {
      textTask
      shortenedAnswer
      answer
    }
  }
}`) as unknown as TypedDocumentString<PayLibraryOrderMutation, PayLibraryOrderMutationVariables>;
export const AutoPayLibraryOrderDocument = new TypedDocumentString(`
    mutation AutoPayLibraryOrder($id: ID!) {
  autoPayForLibraryWorkOrder(libraryWorkOrderId: $id) {
    ...LibraryOrderFields
  }
}
    fragment LibraryOrderFields on LibraryWorkOrder {
  id
  unifiedOrderId
  status
  isPaid
  price
  pdfUrl
  rate {
    id
    rate
    comment
  }
  subject {
    title
  }
  libraryWork {
    id
    slug
    title
    redirectUrl
    type {
      title
    }
    content {
      textTask
      shortenedAnswer
      answer
    }
  }
}`) as unknown as TypedDocumentString<AutoPayLibraryOrderMutation, AutoPayLibraryOrderMutationVariables>;
export const SendLibraryAnswerToTelegramDocument = new TypedDocumentString(`
    mutation SendLibraryAnswerToTelegram($id: ID!) {
  sendLibraryWorkOrderAnswerToTelegram(orderId: $id)
}
    `) as unknown as TypedDocumentString<SendLibraryAnswerToTelegramMutation, SendLibraryAnswerToTelegramMutationVariables>;