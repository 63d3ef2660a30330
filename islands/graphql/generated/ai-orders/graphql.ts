/* eslint-disable */
/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
import type { DocumentTypeDecoration } from '@graphql-typed-document-node/core';
/** answering 1 (an answer is being written), answered 2, failed 3 (the provider failed; the part received stays). */
export type AiOrderStatus =
  | 'ANSWERED'
  | 'ANSWERING'
  | 'FAILED';

export type AiOrderFieldsFragment = { id: string, unifiedOrderId: string, status: AiOrderStatus, statusId: number, isPaid: boolean, price: number, clarificationsCountLeft: number, suggestedPrompts: Array<string>, isDemo: boolean, isCombined: boolean, streamUrl: string, subject: { id: number, title: string } | null, messages: Array<{ id: string, role: number, content: string, isPreview: boolean, state: string, error: string | null }> };

export type AiOrderQueryVariables = Exact<{
  unifiedOrderId: string | number;
}>;


export type AiOrderQuery = { getAiOrderById: { id: string, unifiedOrderId: string, status: AiOrderStatus, statusId: number, isPaid: boolean, price: number, clarificationsCountLeft: number, suggestedPrompts: Array<string>, isDemo: boolean, isCombined: boolean, streamUrl: string, subject: { id: number, title: string } | null, messages: Array<{ id: string, role: number, content: string, isPreview: boolean, state: string, error: string | null }> } | null };

export type CreateCombinedAiOrderMutationVariables = Exact<{
  unifiedOrderId: string | number;
  subjectId?: number | null | undefined;
}>;


export type CreateCombinedAiOrderMutation = { createCombinedAiOrder: { id: string, unifiedOrderId: string, status: AiOrderStatus, statusId: number, isPaid: boolean, price: number, clarificationsCountLeft: number, suggestedPrompts: Array<string>, isDemo: boolean, isCombined: boolean, streamUrl: string, subject: { id: number, title: string } | null, messages: Array<{ id: string, role: number, content: string, isPreview: boolean, state: string, error: string | null }> } };

export type PayAiOrderMutationVariables = Exact<{
  unifiedOrderId: string | number;
}>;


export type PayAiOrderMutation = { tryToPayForCombinedAiOrderFromBalance: { id: string, unifiedOrderId: string, status: AiOrderStatus, statusId: number, isPaid: boolean, price: number, clarificationsCountLeft: number, suggestedPrompts: Array<string>, isDemo: boolean, isCombined: boolean, streamUrl: string, subject: { id: number, title: string } | null, messages: Array<{ id: string, role: number, content: string, isPreview: boolean, state: string, error: string | null }> } };

export type AutoPayAiOrderMutationVariables = Exact<{
  unifiedOrderId: string | number;
  requested?: boolean | null | undefined;
}>;


export type AutoPayAiOrderMutation = { autoPayForAiOrder: { id: string, unifiedOrderId: string, status: AiOrderStatus, statusId: number, isPaid: boolean, price: number, clarificationsCountLeft: number, suggestedPrompts: Array<string>, isDemo: boolean, isCombined: boolean, streamUrl: string, subject: { id: number, title: string } | null, messages: Array<{ id: string, role: number, content: string, isPreview: boolean, state: string, error: string | null }> } | null };

export type ClarifyAiOrderMutationVariables = Exact<{
  unifiedOrderId: string | number;
  question: string;
}>;


export type ClarifyAiOrderMutation = { createCombinedAiOrderClarification: { id: string, unifiedOrderId: string, status: AiOrderStatus, statusId: number, isPaid: boolean, price: number, clarificationsCountLeft: number, suggestedPrompts: Array<string>, isDemo: boolean, isCombined: boolean, streamUrl: string, subject: { id: number, title: string } | null, messages: Array<{ id: string, role: number, content: string, isPreview: boolean, state: string, error: string | null }> } };

export type SendAiAnswerToTelegramMutationVariables = Exact<{
  queryId: string | number;
}>;


export type SendAiAnswerToTelegramMutation = { sendCombinedAiOrderAnswerToTelegram: boolean };

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
export const AiOrderFieldsFragmentDoc = new TypedDocumentString(`
    fragment AiOrderFields on AiOrder {
  id
  unifiedOrderId
  status
  statusId
  isPaid
  price
  clarificationsCountLeft
  suggestedPrompts
  isDemo
  isCombined
  streamUrl
  subject {
    id
    title
  }
  messages {
    id
    role
    content
    isPreview
    state
    error
  }
}
    `, {"fragmentName":"AiOrderFields"}) as unknown as TypedDocumentString<AiOrderFieldsFragment, unknown>;
export const AiOrderDocument = new TypedDocumentString(`
    query AiOrder($unifiedOrderId: ID!) {
  getAiOrderById(unifiedOrderId: $unifiedOrderId) {
    ...AiOrderFields
  }
}
    fragment AiOrderFields on AiOrder {
  id
  unifiedOrderId
  status
  statusId
  isPaid
  price
  clarificationsCountLeft
  suggestedPrompts
  isDemo
  isCombined
  streamUrl
  subject {
    id
    title
  }
  messages {
    id
    role
    content
    isPreview
    state
    error
  }
}`) as unknown as TypedDocumentString<AiOrderQuery, AiOrderQueryVariables>;
export const CreateCombinedAiOrderDocument = new TypedDocumentString(`
    mutation CreateCombinedAiOrder($unifiedOrderId: ID!, $subjectId: Int) {
  createCombinedAiOrder(unifiedOrderId: $unifiedOrderId, subjectId: $subjectId) {
    ...AiOrderFields
  }
}
    fragment AiOrderFields on AiOrder {
  id
  unifiedOrderId
  status
  statusId
  isPaid
  price
  clarificationsCountLeft
  suggestedPrompts
  isDemo
  isCombined
  streamUrl
  subject {
    id
    title
  }
  messages {
    id
    role
    content
    isPreview
    state
    error
  }
}`) as unknown as TypedDocumentString<CreateCombinedAiOrderMutation, CreateCombinedAiOrderMutationVariables>;
export const PayAiOrderDocument = new TypedDocumentString(`
    mutation PayAiOrder($unifiedOrderId: ID!) {
  tryToPayForCombinedAiOrderFromBalance(unifiedOrderId: $unifiedOrderId) {
    ...AiOrderFields
  }
}
    fragment AiOrderFields on AiOrder {
  id
  unifiedOrderId
  status
  statusId
  isPaid
  price
  clarificationsCountLeft
  suggestedPrompts
  isDemo
  isCombined
  streamUrl
  subject {
    id
    title
  }
  messages {
    id
    role
    content
    isPreview
    state
    error
  }
}`) as unknown as TypedDocumentString<PayAiOrderMutation, PayAiOrderMutationVariables>;
export const AutoPayAiOrderDocument = new TypedDocumentString(`
    mutation AutoPayAiOrder($unifiedOrderId: ID!, $requested: Boolean) {
  autoPayForAiOrder(unifiedOrderId: $unifiedOrderId, requested: $requested) {
    ...AiOrderFields
  }
}
    fragment AiOrderFields on AiOrder {
  id
  unifiedOrderId
  status
  statusId
  isPaid
  price
  clarificationsCountLeft
  suggestedPrompts
  isDemo
  isCombined
  streamUrl
  subject {
    id
    title
  }
  messages {
    id
    role
    content
    isPreview
    state
    error
  }
}`) as unknown as TypedDocumentString<AutoPayAiOrderMutation, AutoPayAiOrderMutationVariables>;
export const ClarifyAiOrderDocument = new TypedDocumentString(`
    mutation ClarifyAiOrder($unifiedOrderId: ID!, $question: String!) {
  createCombinedAiOrderClarification(
    unifiedOrderId: $unifiedOrderId
    question: $question
  ) {
    ...AiOrderFields
  }
}
    fragment AiOrderFields on AiOrder {
  id
  unifiedOrderId
  status
  statusId
  isPaid
  price
  clarificationsCountLeft
  suggestedPrompts
  isDemo
  isCombined
  streamUrl
  subject {
    id
    title
  }
  messages {
    id
    role
    content
    isPreview
    state
    error
  }
}`) as unknown as TypedDocumentString<ClarifyAiOrderMutation, ClarifyAiOrderMutationVariables>;
export const SendAiAnswerToTelegramDocument = new TypedDocumentString(`
    mutation SendAiAnswerToTelegram($queryId: ID!) {
  sendCombinedAiOrderAnswerToTelegram(queryId: $queryId, type: "AI")
}
    `) as unknown as TypedDocumentString<SendAiAnswerToTelegramMutation, SendAiAnswerToTelegramMutationVariables>;