/* eslint-disable */
/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
import type { DocumentTypeDecoration } from '@graphql-typed-document-node/core';
/** A chapter as the wizard shows it; a leading «Введение» and a trailing «Заключение» are dropped. */
export type AiEssayOutlineChapterInput = {
  subchapters: Array<AiEssayOutlineSubchapterInput>;
  title: string;
};

export type AiEssayOutlineSubchapterInput = {
  title: string;
};

/** orders.md §4 Referat order statuses. */
export type AiReferatOrderStatus =
  | 'CANCELED'
  | 'COMPLETED'
  | 'CREATED'
  | 'FAILED'
  | 'FINAL_GENERATION'
  | 'JUSTIFICATION_GENERATING'
  | 'JUSTIFICATION_REVIEW'
  | 'OUTLINE_GENERATING_AUTH'
  | 'OUTLINE_GENERATING_GUEST'
  | 'OUTLINE_REVIEW_AUTH'
  | 'OUTLINE_REVIEW_GUEST';

export type ReferatOrderFieldsFragment = { id: string, unifiedOrderId: string, partnerAiReferatId: string | null, status: AiReferatOrderStatus, topic: string, extendedDescription: string | null, numberOfPages: number, references: Array<string>, numberOfCharacters: number, isPaid: boolean, price: number, isDemo: boolean, errorDescription: string | null, linkToDownloadDocx: string | null, updatedAt: string, outline: Array<{ title: string, subchapters: Array<{ title: string }> }> | null, content: { isPreview: boolean, sections: Array<{ title: string, level: number, text: string }> } | null };

export type ReferatOrderQueryVariables = Exact<{
  unifiedOrderId: string | number;
}>;


export type ReferatOrderQuery = { getAiReferatOrderById: { id: string, unifiedOrderId: string, partnerAiReferatId: string | null, status: AiReferatOrderStatus, topic: string, extendedDescription: string | null, numberOfPages: number, references: Array<string>, numberOfCharacters: number, isPaid: boolean, price: number, isDemo: boolean, errorDescription: string | null, linkToDownloadDocx: string | null, updatedAt: string, outline: Array<{ title: string, subchapters: Array<{ title: string }> }> | null, content: { isPreview: boolean, sections: Array<{ title: string, level: number, text: string }> } | null } | null };

export type CreateReferatOrderMutationVariables = Exact<{
  partnerAiReferatId: string | number;
}>;


export type CreateReferatOrderMutation = { createAiReferatOrder: { id: string, unifiedOrderId: string, partnerAiReferatId: string | null, status: AiReferatOrderStatus, topic: string, extendedDescription: string | null, numberOfPages: number, references: Array<string>, numberOfCharacters: number, isPaid: boolean, price: number, isDemo: boolean, errorDescription: string | null, linkToDownloadDocx: string | null, updatedAt: string, outline: Array<{ title: string, subchapters: Array<{ title: string }> }> | null, content: { isPreview: boolean, sections: Array<{ title: string, level: number, text: string }> } | null } };

export type UpdateReferatJustificationMutationVariables = Exact<{
  id: string | number;
  text: string;
}>;


export type UpdateReferatJustificationMutation = { updateAiReferatOrderJustification: { id: string, unifiedOrderId: string, partnerAiReferatId: string | null, status: AiReferatOrderStatus, topic: string, extendedDescription: string | null, numberOfPages: number, references: Array<string>, numberOfCharacters: number, isPaid: boolean, price: number, isDemo: boolean, errorDescription: string | null, linkToDownloadDocx: string | null, updatedAt: string, outline: Array<{ title: string, subchapters: Array<{ title: string }> }> | null, content: { isPreview: boolean, sections: Array<{ title: string, level: number, text: string }> } | null } };

export type ConfirmReferatOutlineMutationVariables = Exact<{
  id: string | number;
  outline?: Array<AiEssayOutlineChapterInput> | AiEssayOutlineChapterInput | null | undefined;
}>;


export type ConfirmReferatOutlineMutation = { confirmAiReferatOrderOutline: { id: string, unifiedOrderId: string, partnerAiReferatId: string | null, status: AiReferatOrderStatus, topic: string, extendedDescription: string | null, numberOfPages: number, references: Array<string>, numberOfCharacters: number, isPaid: boolean, price: number, isDemo: boolean, errorDescription: string | null, linkToDownloadDocx: string | null, updatedAt: string, outline: Array<{ title: string, subchapters: Array<{ title: string }> }> | null, content: { isPreview: boolean, sections: Array<{ title: string, level: number, text: string }> } | null } };

export type CancelReferatOrderMutationVariables = Exact<{
  id: string | number;
}>;


export type CancelReferatOrderMutation = { cancelAiReferatOrder: { id: string, unifiedOrderId: string, partnerAiReferatId: string | null, status: AiReferatOrderStatus, topic: string, extendedDescription: string | null, numberOfPages: number, references: Array<string>, numberOfCharacters: number, isPaid: boolean, price: number, isDemo: boolean, errorDescription: string | null, linkToDownloadDocx: string | null, updatedAt: string, outline: Array<{ title: string, subchapters: Array<{ title: string }> }> | null, content: { isPreview: boolean, sections: Array<{ title: string, level: number, text: string }> } | null } };

export type RetryReferatOrderMutationVariables = Exact<{
  id: string | number;
}>;


export type RetryReferatOrderMutation = { retryAiReferatOrder: { id: string, unifiedOrderId: string, partnerAiReferatId: string | null, status: AiReferatOrderStatus, topic: string, extendedDescription: string | null, numberOfPages: number, references: Array<string>, numberOfCharacters: number, isPaid: boolean, price: number, isDemo: boolean, errorDescription: string | null, linkToDownloadDocx: string | null, updatedAt: string, outline: Array<{ title: string, subchapters: Array<{ title: string }> }> | null, content: { isPreview: boolean, sections: Array<{ title: string, level: number, text: string }> } | null } };

export type PayReferatFromBalanceMutationVariables = Exact<{
  id: string | number;
}>;


export type PayReferatFromBalanceMutation = { tryToPayForAiReferatOrderFromBalance: { id: string, unifiedOrderId: string, partnerAiReferatId: string | null, status: AiReferatOrderStatus, topic: string, extendedDescription: string | null, numberOfPages: number, references: Array<string>, numberOfCharacters: number, isPaid: boolean, price: number, isDemo: boolean, errorDescription: string | null, linkToDownloadDocx: string | null, updatedAt: string, outline: Array<{ title: string, subchapters: Array<{ title: string }> }> | null, content: { isPreview: boolean, sections: Array<{ title: string, level: number, text: string }> } | null } };

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
export const ReferatOrderFieldsFragmentDoc = new TypedDocumentString(`
    fragment ReferatOrderFields on AiReferatOrder {
  id
  unifiedOrderId
  partnerAiReferatId
  status
  topic
  extendedDescription
  numberOfPages
  outline {
    title
    subchapters {
      title
    }
  }
  references
  numberOfCharacters
  content {
    isPreview
    sections {
      title
      level
      text
    }
  }
  isPaid
  price
  isDemo
  errorDescription
  linkToDownloadDocx
  updatedAt
}
    `, {"fragmentName":"ReferatOrderFields"}) as unknown as TypedDocumentString<ReferatOrderFieldsFragment, unknown>;
export const ReferatOrderDocument = new TypedDocumentString(`
    query ReferatOrder($unifiedOrderId: ID!) {
  getAiReferatOrderById(unifiedOrderId: $unifiedOrderId) {
    ...ReferatOrderFields
  }
}
    fragment ReferatOrderFields on AiReferatOrder {
  id
  unifiedOrderId
  partnerAiReferatId
  status
  topic
  extendedDescription
  numberOfPages
  outline {
    title
    subchapters {
      title
    }
  }
  references
  numberOfCharacters
  content {
    isPreview
    sections {
      title
      level
      text
    }
  }
  isPaid
  price
  isDemo
  errorDescription
  linkToDownloadDocx
  updatedAt
}`) as unknown as TypedDocumentString<ReferatOrderQuery, ReferatOrderQueryVariables>;
export const CreateReferatOrderDocument = new TypedDocumentString(`
    mutation CreateReferatOrder($partnerAiReferatId: ID!) {
  createAiReferatOrder(partnerAiReferatId: $partnerAiReferatId) {
    ...ReferatOrderFields
  }
}
    fragment ReferatOrderFields on AiReferatOrder {
  id
  unifiedOrderId
  partnerAiReferatId
  status
  topic
  extendedDescription
  numberOfPages
  outline {
    title
    subchapters {
      title
    }
  }
  references
  numberOfCharacters
  content {
    isPreview
    sections {
      title
      level
      text
    }
  }
  isPaid
  price
  isDemo
  errorDescription
  linkToDownloadDocx
  updatedAt
}`) as unknown as TypedDocumentString<CreateReferatOrderMutation, CreateReferatOrderMutationVariables>;
export const UpdateReferatJustificationDocument = new TypedDocumentString(`
    mutation UpdateReferatJustification($id: ID!, $text: String!) {
  updateAiReferatOrderJustification(
    aiReferatOrderId: $id
    extendedDescription: $text
  ) {
    ...ReferatOrderFields
  }
}
    fragment ReferatOrderFields on AiReferatOrder {
  id
  unifiedOrderId
  partnerAiReferatId
  status
  topic
  extendedDescription
  numberOfPages
  outline {
    title
    subchapters {
      title
    }
  }
  references
  numberOfCharacters
  content {
    isPreview
    sections {
      title
      level
      text
    }
  }
  isPaid
  price
  isDemo
  errorDescription
  linkToDownloadDocx
  updatedAt
}`) as unknown as TypedDocumentString<UpdateReferatJustificationMutation, UpdateReferatJustificationMutationVariables>;
export const ConfirmReferatOutlineDocument = new TypedDocumentString(`
    mutation ConfirmReferatOutline($id: ID!, $outline: [AiEssayOutlineChapterInput!]) {
  confirmAiReferatOrderOutline(aiReferatOrderId: $id, outline: $outline) {
    ...ReferatOrderFields
  }
}
    fragment ReferatOrderFields on AiReferatOrder {
  id
  unifiedOrderId
  partnerAiReferatId
  status
  topic
  extendedDescription
  numberOfPages
  outline {
    title
    subchapters {
      title
    }
  }
  references
  numberOfCharacters
  content {
    isPreview
    sections {
      title
      level
      text
    }
  }
  isPaid
  price
  isDemo
  errorDescription
  linkToDownloadDocx
  updatedAt
}`) as unknown as TypedDocumentString<ConfirmReferatOutlineMutation, ConfirmReferatOutlineMutationVariables>;
export const CancelReferatOrderDocument = new TypedDocumentString(`
    mutation CancelReferatOrder($id: ID!) {
  cancelAiReferatOrder(aiReferatOrderId: $id) {
    ...ReferatOrderFields
  }
}
    fragment ReferatOrderFields on AiReferatOrder {
  id
  unifiedOrderId
  partnerAiReferatId
  status
  topic
  extendedDescription
  numberOfPages
  outline {
    title
    subchapters {
      title
    }
  }
  references
  numberOfCharacters
  content {
    isPreview
    sections {
      title
      level
      text
    }
  }
  isPaid
  price
  isDemo
  errorDescription
  linkToDownloadDocx
  updatedAt
}`) as unknown as TypedDocumentString<CancelReferatOrderMutation, CancelReferatOrderMutationVariables>;
export const RetryReferatOrderDocument = new TypedDocumentString(`
    mutation RetryReferatOrder($id: ID!) {
  retryAiReferatOrder(aiReferatOrderId: $id) {
    ...ReferatOrderFields
  }
}
    fragment ReferatOrderFields on AiReferatOrder {
  id
  unifiedOrderId
  partnerAiReferatId
  status
  topic
  extendedDescription
  numberOfPages
  outline {
    title
    subchapters {
      title
    }
  }
  references
  numberOfCharacters
  content {
    isPreview
    sections {
      title
      level
      text
    }
  }
  isPaid
  price
  isDemo
  errorDescription
  linkToDownloadDocx
  updatedAt
}`) as unknown as TypedDocumentString<RetryReferatOrderMutation, RetryReferatOrderMutationVariables>;
export const PayReferatFromBalanceDocument = new TypedDocumentString(`
    mutation PayReferatFromBalance($id: ID!) {
  tryToPayForAiReferatOrderFromBalance(aiReferatOrderId: $id) {
    ...ReferatOrderFields
  }
}
    fragment ReferatOrderFields on AiReferatOrder {
  id
  unifiedOrderId
  partnerAiReferatId
  status
  topic
  extendedDescription
  numberOfPages
  outline {
    title
    subchapters {
      title
    }
  }
  references
  numberOfCharacters
  content {
    isPreview
    sections {
      title
      level
      text
    }
  }
  isPaid
  price
  isDemo
  errorDescription
  linkToDownloadDocx
  updatedAt
}`) as unknown as TypedDocumentString<PayReferatFromBalanceMutation, PayReferatFromBalanceMutationVariables>;