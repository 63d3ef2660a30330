/* eslint-disable */
/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
import type { DocumentTypeDecoration } from '@graphql-typed-document-node/core';
export type AiPresentationJustificationInput = {
  goal: string;
  idea: string;
  problem: string;
  relevance: string;
};

/** orders.md §4 AI presentation order statuses. */
export type AiPresentationOrderStatus =
  | 'CANCELED'
  | 'COMPLETED'
  | 'CREATED'
  | 'FAILED'
  | 'FINAL_GENERATION'
  | 'GENERATING'
  | 'JUSTIFICATION_REVIEW'
  | 'OUTLINE_GENERATING_AUTH'
  | 'OUTLINE_GENERATING_GUEST'
  | 'OUTLINE_REVIEW_AUTH'
  | 'OUTLINE_REVIEW_GUEST';

export type AiPresentationOutlineSectionInput = {
  subsections: Array<AiPresentationOutlineSlideInput>;
  title: string;
};

export type AiPresentationOutlineSlideInput = {
  narratives: Array<string>;
  title: string;
};

export type AiPresentationTitlePageInput = {
  city?: string | null | undefined;
  group?: string | null | undefined;
  institution?: string | null | undefined;
  studentName?: string | null | undefined;
  subject?: string | null | undefined;
  teacherName?: string | null | undefined;
  year?: number | null | undefined;
};

export type PresentationOrderFieldsFragment = { id: string, unifiedOrderId: string, clientId: string | null, presentationStatus: AiPresentationOrderStatus, presentationTopic: string, slidesCount: number, themeId: string, deckJson: string | null, isPaid: boolean, price: number, isDemo: boolean, errorDescription: string | null, linkToDownloadPptx: string | null, linkToDownloadDocx: string | null, updatedAt: string, justification: { idea: string, problem: string, relevance: string, goal: string } | null, presentationOutline: Array<{ title: string, subsections: Array<{ title: string, narratives: Array<string> }> }> | null, titlePage: { institution: string | null, subject: string | null, studentName: string | null, group: string | null, teacherName: string | null, city: string | null, year: number | null } | null };

export type PresentationOrderQueryVariables = Exact<{
  unifiedOrderId: string | number;
}>;


export type PresentationOrderQuery = { getAiPresentationOrderById: { id: string, unifiedOrderId: string, clientId: string | null, presentationStatus: AiPresentationOrderStatus, presentationTopic: string, slidesCount: number, themeId: string, deckJson: string | null, isPaid: boolean, price: number, isDemo: boolean, errorDescription: string | null, linkToDownloadPptx: string | null, linkToDownloadDocx: string | null, updatedAt: string, justification: { idea: string, problem: string, relevance: string, goal: string } | null, presentationOutline: Array<{ title: string, subsections: Array<{ title: string, narratives: Array<string> }> }> | null, titlePage: { institution: string | null, subject: string | null, studentName: string | null, group: string | null, teacherName: string | null, city: string | null, year: number | null } | null } | null };

export type PresentationFreeAttemptQueryVariables = Exact<{ [key: string]: never; }>;


export type PresentationFreeAttemptQuery = { me: { id: string, hasPresentationFreeAttempt: boolean } | null };

export type CreatePresentationMutationVariables = Exact<{
  topic: string;
  slidesCount: number;
  getParams?: string | null | undefined;
  themeId?: string | null | undefined;
}>;


export type CreatePresentationMutation = { createAndStartPresentationGeneration: { id: string, unifiedOrderId: string, clientId: string | null, presentationStatus: AiPresentationOrderStatus, presentationTopic: string, slidesCount: number, themeId: string, deckJson: string | null, isPaid: boolean, price: number, isDemo: boolean, errorDescription: string | null, linkToDownloadPptx: string | null, linkToDownloadDocx: string | null, updatedAt: string, justification: { idea: string, problem: string, relevance: string, goal: string } | null, presentationOutline: Array<{ title: string, subsections: Array<{ title: string, narratives: Array<string> }> }> | null, titlePage: { institution: string | null, subject: string | null, studentName: string | null, group: string | null, teacherName: string | null, city: string | null, year: number | null } | null } };

export type UpdatePresentationJustificationMutationVariables = Exact<{
  orderId: string | number;
  justification: AiPresentationJustificationInput;
}>;


export type UpdatePresentationJustificationMutation = { updateJustificationAndGenerateOutline: { id: string, unifiedOrderId: string, clientId: string | null, presentationStatus: AiPresentationOrderStatus, presentationTopic: string, slidesCount: number, themeId: string, deckJson: string | null, isPaid: boolean, price: number, isDemo: boolean, errorDescription: string | null, linkToDownloadPptx: string | null, linkToDownloadDocx: string | null, updatedAt: string, justification: { idea: string, problem: string, relevance: string, goal: string } | null, presentationOutline: Array<{ title: string, subsections: Array<{ title: string, narratives: Array<string> }> }> | null, titlePage: { institution: string | null, subject: string | null, studentName: string | null, group: string | null, teacherName: string | null, city: string | null, year: number | null } | null } };

export type UpdatePresentationOutlineMutationVariables = Exact<{
  orderId: string | number;
  sections: Array<AiPresentationOutlineSectionInput> | AiPresentationOutlineSectionInput;
}>;


export type UpdatePresentationOutlineMutation = { updateAiPresentationOrderOutline: { id: string, unifiedOrderId: string, clientId: string | null, presentationStatus: AiPresentationOrderStatus, presentationTopic: string, slidesCount: number, themeId: string, deckJson: string | null, isPaid: boolean, price: number, isDemo: boolean, errorDescription: string | null, linkToDownloadPptx: string | null, linkToDownloadDocx: string | null, updatedAt: string, justification: { idea: string, problem: string, relevance: string, goal: string } | null, presentationOutline: Array<{ title: string, subsections: Array<{ title: string, narratives: Array<string> }> }> | null, titlePage: { institution: string | null, subject: string | null, studentName: string | null, group: string | null, teacherName: string | null, city: string | null, year: number | null } | null } };

export type PayPresentationFromBalanceMutationVariables = Exact<{
  orderId: string | number;
}>;


export type PayPresentationFromBalanceMutation = { tryToPayForAiPresentationOrderFromBalance: { id: string, unifiedOrderId: string, clientId: string | null, presentationStatus: AiPresentationOrderStatus, presentationTopic: string, slidesCount: number, themeId: string, deckJson: string | null, isPaid: boolean, price: number, isDemo: boolean, errorDescription: string | null, linkToDownloadPptx: string | null, linkToDownloadDocx: string | null, updatedAt: string, justification: { idea: string, problem: string, relevance: string, goal: string } | null, presentationOutline: Array<{ title: string, subsections: Array<{ title: string, narratives: Array<string> }> }> | null, titlePage: { institution: string | null, subject: string | null, studentName: string | null, group: string | null, teacherName: string | null, city: string | null, year: number | null } | null } };

export type ContinuePresentationMutationVariables = Exact<{
  orderId: string | number;
}>;


export type ContinuePresentationMutation = { continueAiPresentationOrderProcessing: { id: string, unifiedOrderId: string, clientId: string | null, presentationStatus: AiPresentationOrderStatus, presentationTopic: string, slidesCount: number, themeId: string, deckJson: string | null, isPaid: boolean, price: number, isDemo: boolean, errorDescription: string | null, linkToDownloadPptx: string | null, linkToDownloadDocx: string | null, updatedAt: string, justification: { idea: string, problem: string, relevance: string, goal: string } | null, presentationOutline: Array<{ title: string, subsections: Array<{ title: string, narratives: Array<string> }> }> | null, titlePage: { institution: string | null, subject: string | null, studentName: string | null, group: string | null, teacherName: string | null, city: string | null, year: number | null } | null } };

export type UpdatePresentationTitlePageMutationVariables = Exact<{
  orderId: string | number;
  titlePage: AiPresentationTitlePageInput;
}>;


export type UpdatePresentationTitlePageMutation = { updateAiPresentationOrderTitlePage: { id: string, unifiedOrderId: string, clientId: string | null, presentationStatus: AiPresentationOrderStatus, presentationTopic: string, slidesCount: number, themeId: string, deckJson: string | null, isPaid: boolean, price: number, isDemo: boolean, errorDescription: string | null, linkToDownloadPptx: string | null, linkToDownloadDocx: string | null, updatedAt: string, justification: { idea: string, problem: string, relevance: string, goal: string } | null, presentationOutline: Array<{ title: string, subsections: Array<{ title: string, narratives: Array<string> }> }> | null, titlePage: { institution: string | null, subject: string | null, studentName: string | null, group: string | null, teacherName: string | null, city: string | null, year: number | null } | null } };

export type UpdatePresentationThemeMutationVariables = Exact<{
  orderId: string | number;
  themeId: string;
}>;


export type UpdatePresentationThemeMutation = { updateAiPresentationOrderTheme: { id: string, unifiedOrderId: string, clientId: string | null, presentationStatus: AiPresentationOrderStatus, presentationTopic: string, slidesCount: number, themeId: string, deckJson: string | null, isPaid: boolean, price: number, isDemo: boolean, errorDescription: string | null, linkToDownloadPptx: string | null, linkToDownloadDocx: string | null, updatedAt: string, justification: { idea: string, problem: string, relevance: string, goal: string } | null, presentationOutline: Array<{ title: string, subsections: Array<{ title: string, narratives: Array<string> }> }> | null, titlePage: { institution: string | null, subject: string | null, studentName: string | null, group: string | null, teacherName: string | null, city: string | null, year: number | null } | null } };

export type CancelPresentationMutationVariables = Exact<{
  orderId: string | number;
}>;


export type CancelPresentationMutation = { cancelAiPresentationOrder: { id: string, unifiedOrderId: string, clientId: string | null, presentationStatus: AiPresentationOrderStatus, presentationTopic: string, slidesCount: number, themeId: string, deckJson: string | null, isPaid: boolean, price: number, isDemo: boolean, errorDescription: string | null, linkToDownloadPptx: string | null, linkToDownloadDocx: string | null, updatedAt: string, justification: { idea: string, problem: string, relevance: string, goal: string } | null, presentationOutline: Array<{ title: string, subsections: Array<{ title: string, narratives: Array<string> }> }> | null, titlePage: { institution: string | null, subject: string | null, studentName: string | null, group: string | null, teacherName: string | null, city: string | null, year: number | null } | null } };

export type SendPresentationToTelegramMutationVariables = Exact<{
  orderId: string | number;
}>;


export type SendPresentationToTelegramMutation = { sendAiPresentationOrderResultToTelegram: boolean };

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
export const PresentationOrderFieldsFragmentDoc = new TypedDocumentString(`
    fragment PresentationOrderFields on AiPresentationOrder {
  id
  unifiedOrderId
  clientId
  presentationStatus
  presentationTopic
  slidesCount
  themeId
  justification {
    idea
    problem
    relevance
    goal
  }
  presentationOutline {
    title
    subsections {
      title
      narratives
    }
  }
  titlePage {
    institution
    subject
    studentName
    group
    teacherName
    city
    year
  }
  deckJson
  isPaid
  price
  isDemo
  errorDescription
  linkToDownloadPptx
  linkToDownloadDocx
  updatedAt
}
    `, {"fragmentName":"PresentationOrderFields"}) as unknown as TypedDocumentString<PresentationOrderFieldsFragment, unknown>;
export const PresentationOrderDocument = new TypedDocumentString(`
    query PresentationOrder($unifiedOrderId: ID!) {
  getAiPresentationOrderById(unifiedOrderId: $unifiedOrderId) {
    ...PresentationOrderFields
  }
}
    fragment PresentationOrderFields on AiPresentationOrder {
  id
  unifiedOrderId
  clientId
  presentationStatus
  presentationTopic
  slidesCount
  themeId
  justification {
    idea
    problem
    relevance
    goal
  }
  presentationOutline {
    title
    subsections {
      title
      narratives
    }
  }
  titlePage {
    institution
    subject
    studentName
    group
    teacherName
    city
    year
  }
  deckJson
  isPaid
  price
  isDemo
  errorDescription
  linkToDownloadPptx
  linkToDownloadDocx
  updatedAt
}`) as unknown as TypedDocumentString<PresentationOrderQuery, PresentationOrderQueryVariables>;
export const PresentationFreeAttemptDocument = new TypedDocumentString(`
    query PresentationFreeAttempt {
  me {
    id
    hasPresentationFreeAttempt
  }
}
    `) as unknown as TypedDocumentString<PresentationFreeAttemptQuery, PresentationFreeAttemptQueryVariables>;
export const CreatePresentationDocument = new TypedDocumentString(`
    mutation CreatePresentation($topic: String!, $slidesCount: Int!, $getParams: String, $themeId: String) {
  createAndStartPresentationGeneration(
    topic: $topic
    slidesCount: $slidesCount
    getParams: $getParams
    themeId: $themeId
  ) {
    ...PresentationOrderFields
  }
}
    fragment PresentationOrderFields on AiPresentationOrder {
  id
  unifiedOrderId
  clientId
  presentationStatus
  presentationTopic
  slidesCount
  themeId
  justification {
    idea
    problem
    relevance
    goal
  }
  presentationOutline {
    title
    subsections {
      title
      narratives
    }
  }
  titlePage {
    institution
    subject
    studentName
    group
    teacherName
    city
    year
  }
  deckJson
  isPaid
  price
  isDemo
  errorDescription
  linkToDownloadPptx
  linkToDownloadDocx
  updatedAt
}`) as unknown as TypedDocumentString<CreatePresentationMutation, CreatePresentationMutationVariables>;
export const UpdatePresentationJustificationDocument = new TypedDocumentString(`
    mutation UpdatePresentationJustification($orderId: ID!, $justification: AiPresentationJustificationInput!) {
  updateJustificationAndGenerateOutline(
    orderId: $orderId
    justification: $justification
  ) {
    ...PresentationOrderFields
  }
}
    fragment PresentationOrderFields on AiPresentationOrder {
  id
  unifiedOrderId
  clientId
  presentationStatus
  presentationTopic
  slidesCount
  themeId
  justification {
    idea
    problem
    relevance
    goal
  }
  presentationOutline {
    title
    subsections {
      title
      narratives
    }
  }
  titlePage {
    institution
    subject
    studentName
    group
    teacherName
    city
    year
  }
  deckJson
  isPaid
  price
  isDemo
  errorDescription
  linkToDownloadPptx
  linkToDownloadDocx
  updatedAt
}`) as unknown as TypedDocumentString<UpdatePresentationJustificationMutation, UpdatePresentationJustificationMutationVariables>;
export const UpdatePresentationOutlineDocument = new TypedDocumentString(`
    mutation UpdatePresentationOutline($orderId: ID!, $sections: [AiPresentationOutlineSectionInput!]!) {
  updateAiPresentationOrderOutline(orderId: $orderId, sections: $sections) {
    ...PresentationOrderFields
  }
}
    fragment PresentationOrderFields on AiPresentationOrder {
  id
  unifiedOrderId
  clientId
  presentationStatus
  presentationTopic
  slidesCount
  themeId
  justification {
    idea
    problem
    relevance
    goal
  }
  presentationOutline {
    title
    subsections {
      title
      narratives
    }
  }
  titlePage {
    institution
    subject
    studentName
    group
    teacherName
    city
    year
  }
  deckJson
  isPaid
  price
  isDemo
  errorDescription
  linkToDownloadPptx
  linkToDownloadDocx
  updatedAt
}`) as unknown as TypedDocumentString<UpdatePresentationOutlineMutation, UpdatePresentationOutlineMutationVariables>;
export const PayPresentationFromBalanceDocument = new TypedDocumentString(`
    mutation PayPresentationFromBalance($orderId: ID!) {
  tryToPayForAiPresentationOrderFromBalance(orderId: $orderId) {
    ...PresentationOrderFields
  }
}
    fragment PresentationOrderFields on AiPresentationOrder {
  id
  unifiedOrderId
  clientId
  presentationStatus
  presentationTopic
  slidesCount
  themeId
  justification {
    idea
    problem
    relevance
    goal
  }
  presentationOutline {
    title
    subsections {
      title
      narratives
    }
  }
  titlePage {
    institution
    subject
    studentName
    group
    teacherName
    city
    year
  }
  deckJson
  isPaid
  price
  isDemo
  errorDescription
  linkToDownloadPptx
  linkToDownloadDocx
  updatedAt
}`) as unknown as TypedDocumentString<PayPresentationFromBalanceMutation, PayPresentationFromBalanceMutationVariables>;
export const ContinuePresentationDocument = new TypedDocumentString(`
    mutation ContinuePresentation($orderId: ID!) {
  continueAiPresentationOrderProcessing(orderId: $orderId) {
    ...PresentationOrderFields
  }
}
    fragment PresentationOrderFields on AiPresentationOrder {
  id
  unifiedOrderId
  clientId
  presentationStatus
  presentationTopic
  slidesCount
  themeId
  justification {
    idea
    problem
    relevance
    goal
  }
  presentationOutline {
    title
    subsections {
      title
      narratives
    }
  }
  titlePage {
    institution
    subject
    studentName
    group
    teacherName
    city
    year
  }
  deckJson
  isPaid
  price
  isDemo
  errorDescription
  linkToDownloadPptx
  linkToDownloadDocx
  updatedAt
}`) as unknown as TypedDocumentString<ContinuePresentationMutation, ContinuePresentationMutationVariables>;
export const UpdatePresentationTitlePageDocument = new TypedDocumentString(`
    mutation UpdatePresentationTitlePage($orderId: ID!, $titlePage: AiPresentationTitlePageInput!) {
  updateAiPresentationOrderTitlePage(orderId: $orderId, titlePage: $titlePage) {
    ...PresentationOrderFields
  }
}
    fragment PresentationOrderFields on AiPresentationOrder {
  id
  unifiedOrderId
  clientId
  presentationStatus
  presentationTopic
  slidesCount
  themeId
  justification {
    idea
    problem
    relevance
    goal
  }
  presentationOutline {
    title
    subsections {
      title
      narratives
    }
  }
  titlePage {
    institution
    subject
    studentName
    group
    teacherName
    city
    year
  }
  deckJson
  isPaid
  price
  isDemo
  errorDescription
  linkToDownloadPptx
  linkToDownloadDocx
  updatedAt
}`) as unknown as TypedDocumentString<UpdatePresentationTitlePageMutation, UpdatePresentationTitlePageMutationVariables>;
export const UpdatePresentationThemeDocument = new TypedDocumentString(`
    mutation UpdatePresentationTheme($orderId: ID!, $themeId: String!) {
  updateAiPresentationOrderTheme(orderId: $orderId, themeId: $themeId) {
    ...PresentationOrderFields
  }
}
    fragment PresentationOrderFields on AiPresentationOrder {
  id
  unifiedOrderId
  clientId
  presentationStatus
  presentationTopic
  slidesCount
  themeId
  justification {
    idea
    problem
    relevance
    goal
  }
  presentationOutline {
    title
    subsections {
      title
      narratives
    }
  }
  titlePage {
    institution
    subject
    studentName
    group
    teacherName
    city
    year
  }
  deckJson
  isPaid
  price
  isDemo
  errorDescription
  linkToDownloadPptx
  linkToDownloadDocx
  updatedAt
}`) as unknown as TypedDocumentString<UpdatePresentationThemeMutation, UpdatePresentationThemeMutationVariables>;
export const CancelPresentationDocument = new TypedDocumentString(`
    mutation CancelPresentation($orderId: ID!) {
  cancelAiPresentationOrder(orderId: $orderId) {
    ...PresentationOrderFields
  }
}
    fragment PresentationOrderFields on AiPresentationOrder {
  id
  unifiedOrderId
  clientId
  presentationStatus
  presentationTopic
  slidesCount
  themeId
  justification {
    idea
    problem
    relevance
    goal
  }
  presentationOutline {
    title
    subsections {
      title
      narratives
    }
  }
  titlePage {
    institution
    subject
    studentName
    group
    teacherName
    city
    year
  }
  deckJson
  isPaid
  price
  isDemo
  errorDescription
  linkToDownloadPptx
  linkToDownloadDocx
  updatedAt
}`) as unknown as TypedDocumentString<CancelPresentationMutation, CancelPresentationMutationVariables>;
export const SendPresentationToTelegramDocument = new TypedDocumentString(`
    mutation SendPresentationToTelegram($orderId: ID!) {
  sendAiPresentationOrderResultToTelegram(orderId: $orderId)
}
    `) as unknown as TypedDocumentString<SendPresentationToTelegramMutation, SendPresentationToTelegramMutationVariables>;