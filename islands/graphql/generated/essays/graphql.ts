/* eslint-disable */
/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
import type { DocumentTypeDecoration } from '@graphql-typed-document-node/core';
export type AiEssayOrderTitlePageDataInput = {
  authorForm?: AiEssayTitlePageAuthorForm | null | undefined;
  department?: string | null | undefined;
  faculty?: string | null | undefined;
  fullName?: string | null | undefined;
  group?: string | null | undefined;
  institutionCity?: string | null | undefined;
  institutionTitle?: string | null | undefined;
  ministry?: string | null | undefined;
  specialty?: string | null | undefined;
  subject?: string | null | undefined;
  teacherName?: string | null | undefined;
  workType?: string | null | undefined;
  year?: number | null | undefined;
};

/** A chapter as the wizard shows it; a leading «Введение» and a trailing «Заключение» are dropped. */
export type AiEssayOutlineChapterInput = {
  subchapters: Array<AiEssayOutlineSubchapterInput>;
  title: string;
};

export type AiEssayOutlineSubchapterInput = {
  title: string;
};

/** «Выполнил» or «Выполнила» on the title page (issue 13 part 6). */
export type AiEssayTitlePageAuthorForm =
  /** «Выполнил» */
  | 'VYPOLNIL'
  /** «Выполнила» */
  | 'VYPOLNILA';

/** What changed a section of the final text: the student's own edit, an AI editor action (orders.md §3 rewrite types) or a visual item. */
export type EssayTextOrigin =
  | 'AI_CUSTOM'
  | 'AI_EXTEND'
  | 'AI_REWRITE'
  | 'AI_SHORTEN'
  | 'EDIT'
  | 'VISUAL_ITEM';

export type EssayWorkTypeFieldsFragment = { id: number, slug: string, title: string, buttonLabel: string, descriptor: string, formTitle: string, isSmall: boolean, isAvailable: boolean };

export type EssayOrderFieldsFragment = { id: string, unifiedOrderId: string | null, status: number, previousStatus: number | null, topic: string, taskDetails: string | null, extendedDescription: string | null, numberOfPages: number | null, goal: string | null, idea: string | null, shouldGenerateFakeIntroduction: boolean, fakeIntroduction: string | null, isPaid: boolean, referenceSearchStatus: string | null, aiProvider: string | null, errorMessage: string | null, updatedAt: string, workbookFile: { path: string, name: string } | null, orderWorkType: { id: number, slug: string, title: string, buttonLabel: string, descriptor: string, formTitle: string, isSmall: boolean, isAvailable: boolean }, outline: Array<{ title: string, subchapters: Array<{ title: string }> }> | null, references: Array<{ id: string, status: string, referenceData: { title: string, author: string | null, year: number | null, source: string | null, url: string | null, formatted: string | null } }>, finalText: Array<{ key: string, title: string, level: number, text: string }> | null, titlePageData: { ministry: string | null, institutionTitle: string | null, faculty: string | null, department: string | null, specialty: string | null, subject: string | null, workType: string | null, fullName: string | null, group: string | null, teacherName: string | null, institutionCity: string | null, authorForm: AiEssayTitlePageAuthorForm | null, year: number | null } | null, presentation: { id: string, status: string, downloadUrl: string | null, errorMessage: string | null } | null };

export type EssayPresentationFieldsFragment = { id: string, status: string, downloadUrl: string | null, errorMessage: string | null };

export type EssayTitlePageFieldsFragment = { ministry: string | null, institutionTitle: string | null, faculty: string | null, department: string | null, specialty: string | null, subject: string | null, workType: string | null, fullName: string | null, group: string | null, teacherName: string | null, institutionCity: string | null, authorForm: AiEssayTitlePageAuthorForm | null, year: number | null };

export type EssayWorkTypesQueryVariables = Exact<{ [key: string]: never; }>;


export type EssayWorkTypesQuery = { aiEssayOrderWorkTypes: Array<{ id: number, slug: string, title: string, buttonLabel: string, descriptor: string, formTitle: string, isSmall: boolean, isAvailable: boolean }> };

export type EssayOrderQueryVariables = Exact<{
  unifiedOrderId: string | number;
}>;


export type EssayOrderQuery = { getAiEssayOrderById: { id: string, unifiedOrderId: string | null, status: number, previousStatus: number | null, topic: string, taskDetails: string | null, extendedDescription: string | null, numberOfPages: number | null, goal: string | null, idea: string | null, shouldGenerateFakeIntroduction: boolean, fakeIntroduction: string | null, isPaid: boolean, referenceSearchStatus: string | null, aiProvider: string | null, errorMessage: string | null, updatedAt: string, workbookFile: { path: string, name: string } | null, orderWorkType: { id: number, slug: string, title: string, buttonLabel: string, descriptor: string, formTitle: string, isSmall: boolean, isAvailable: boolean }, outline: Array<{ title: string, subchapters: Array<{ title: string }> }> | null, references: Array<{ id: string, status: string, referenceData: { title: string, author: string | null, year: number | null, source: string | null, url: string | null, formatted: string | null } }>, finalText: Array<{ key: string, title: string, level: number, text: string }> | null, titlePageData: { ministry: string | null, institutionTitle: string | null, faculty: string | null, department: string | null, specialty: string | null, subject: string | null, workType: string | null, fullName: string | null, group: string | null, teacherName: string | null, institutionCity: string | null, authorForm: AiEssayTitlePageAuthorForm | null, year: number | null } | null, presentation: { id: string, status: string, downloadUrl: string | null, errorMessage: string | null } | null } | null };

export type LastEssayTitlePageQueryVariables = Exact<{ [key: string]: never; }>;


export type LastEssayTitlePageQuery = { lastAiEssayOrderTitlePageData: { ministry: string | null, institutionTitle: string | null, faculty: string | null, department: string | null, specialty: string | null, subject: string | null, workType: string | null, fullName: string | null, group: string | null, teacherName: string | null, institutionCity: string | null, authorForm: AiEssayTitlePageAuthorForm | null, year: number | null } | null };

export type SimilarEssayOrdersQueryVariables = Exact<{
  topic: string;
}>;


export type SimilarEssayOrdersQuery = { similarAiEssayOrders: Array<{ id: string, unifiedOrderId: string | null, topic: string, status: number }> };

export type CreateEssayOrderMutationVariables = Exact<{
  topic: string;
  workTypeId: number;
}>;


export type CreateEssayOrderMutation = { createAiEssayOrder: { id: string, unifiedOrderId: string | null } };

export type EditEssayRequirementsMutationVariables = Exact<{
  id: string | number;
  topic: string;
  numberOfPages: number;
  idea?: string | null | undefined;
  goal?: string | null | undefined;
  taskDetails?: string | null | undefined;
}>;


export type EditEssayRequirementsMutation = { editAiEssayOrderRequirements: { id: string, unifiedOrderId: string | null, status: number, previousStatus: number | null, topic: string, taskDetails: string | null, extendedDescription: string | null, numberOfPages: number | null, goal: string | null, idea: string | null, shouldGenerateFakeIntroduction: boolean, fakeIntroduction: string | null, isPaid: boolean, referenceSearchStatus: string | null, aiProvider: string | null, errorMessage: string | null, updatedAt: string, workbookFile: { path: string, name: string } | null, orderWorkType: { id: number, slug: string, title: string, buttonLabel: string, descriptor: string, formTitle: string, isSmall: boolean, isAvailable: boolean }, outline: Array<{ title: string, subchapters: Array<{ title: string }> }> | null, references: Array<{ id: string, status: string, referenceData: { title: string, author: string | null, year: number | null, source: string | null, url: string | null, formatted: string | null } }>, finalText: Array<{ key: string, title: string, level: number, text: string }> | null, titlePageData: { ministry: string | null, institutionTitle: string | null, faculty: string | null, department: string | null, specialty: string | null, subject: string | null, workType: string | null, fullName: string | null, group: string | null, teacherName: string | null, institutionCity: string | null, authorForm: AiEssayTitlePageAuthorForm | null, year: number | null } | null, presentation: { id: string, status: string, downloadUrl: string | null, errorMessage: string | null } | null } };

export type GenerateEssayOutlineMutationVariables = Exact<{
  id: string | number;
}>;


export type GenerateEssayOutlineMutation = { generateAiEssayOrderOutline: { id: string, unifiedOrderId: string | null, status: number, previousStatus: number | null, topic: string, taskDetails: string | null, extendedDescription: string | null, numberOfPages: number | null, goal: string | null, idea: string | null, shouldGenerateFakeIntroduction: boolean, fakeIntroduction: string | null, isPaid: boolean, referenceSearchStatus: string | null, aiProvider: string | null, errorMessage: string | null, updatedAt: string, workbookFile: { path: string, name: string } | null, orderWorkType: { id: number, slug: string, title: string, buttonLabel: string, descriptor: string, formTitle: string, isSmall: boolean, isAvailable: boolean }, outline: Array<{ title: string, subchapters: Array<{ title: string }> }> | null, references: Array<{ id: string, status: string, referenceData: { title: string, author: string | null, year: number | null, source: string | null, url: string | null, formatted: string | null } }>, finalText: Array<{ key: string, title: string, level: number, text: string }> | null, titlePageData: { ministry: string | null, institutionTitle: string | null, faculty: string | null, department: string | null, specialty: string | null, subject: string | null, workType: string | null, fullName: string | null, group: string | null, teacherName: string | null, institutionCity: string | null, authorForm: AiEssayTitlePageAuthorForm | null, year: number | null } | null, presentation: { id: string, status: string, downloadUrl: string | null, errorMessage: string | null } | null } };

export type EditEssayOutlineMutationVariables = Exact<{
  id: string | number;
  outline: Array<AiEssayOutlineChapterInput> | AiEssayOutlineChapterInput;
}>;


export type EditEssayOutlineMutation = { editAiEssayOrderOutline: { id: string, unifiedOrderId: string | null, status: number, previousStatus: number | null, topic: string, taskDetails: string | null, extendedDescription: string | null, numberOfPages: number | null, goal: string | null, idea: string | null, shouldGenerateFakeIntroduction: boolean, fakeIntroduction: string | null, isPaid: boolean, referenceSearchStatus: string | null, aiProvider: string | null, errorMessage: string | null, updatedAt: string, workbookFile: { path: string, name: string } | null, orderWorkType: { id: number, slug: string, title: string, buttonLabel: string, descriptor: string, formTitle: string, isSmall: boolean, isAvailable: boolean }, outline: Array<{ title: string, subchapters: Array<{ title: string }> }> | null, references: Array<{ id: string, status: string, referenceData: { title: string, author: string | null, year: number | null, source: string | null, url: string | null, formatted: string | null } }>, finalText: Array<{ key: string, title: string, level: number, text: string }> | null, titlePageData: { ministry: string | null, institutionTitle: string | null, faculty: string | null, department: string | null, specialty: string | null, subject: string | null, workType: string | null, fullName: string | null, group: string | null, teacherName: string | null, institutionCity: string | null, authorForm: AiEssayTitlePageAuthorForm | null, year: number | null } | null, presentation: { id: string, status: string, downloadUrl: string | null, errorMessage: string | null } | null } };

export type SearchEssayReferencesMutationVariables = Exact<{
  id: string | number;
}>;


export type SearchEssayReferencesMutation = { searchAiEssayOrderReferences: { id: string, unifiedOrderId: string | null, status: number, previousStatus: number | null, topic: string, taskDetails: string | null, extendedDescription: string | null, numberOfPages: number | null, goal: string | null, idea: string | null, shouldGenerateFakeIntroduction: boolean, fakeIntroduction: string | null, isPaid: boolean, referenceSearchStatus: string | null, aiProvider: string | null, errorMessage: string | null, updatedAt: string, workbookFile: { path: string, name: string } | null, orderWorkType: { id: number, slug: string, title: string, buttonLabel: string, descriptor: string, formTitle: string, isSmall: boolean, isAvailable: boolean }, outline: Array<{ title: string, subchapters: Array<{ title: string }> }> | null, references: Array<{ id: string, status: string, referenceData: { title: string, author: string | null, year: number | null, source: string | null, url: string | null, formatted: string | null } }>, finalText: Array<{ key: string, title: string, level: number, text: string }> | null, titlePageData: { ministry: string | null, institutionTitle: string | null, faculty: string | null, department: string | null, specialty: string | null, subject: string | null, workType: string | null, fullName: string | null, group: string | null, teacherName: string | null, institutionCity: string | null, authorForm: AiEssayTitlePageAuthorForm | null, year: number | null } | null, presentation: { id: string, status: string, downloadUrl: string | null, errorMessage: string | null } | null } };

export type ApproveEssayReferencesMutationVariables = Exact<{
  id: string | number;
  referenceIds: Array<string | number> | string | number;
}>;


export type ApproveEssayReferencesMutation = { approveAiEssayOrderReferences: { id: string, unifiedOrderId: string | null, status: number, previousStatus: number | null, topic: string, taskDetails: string | null, extendedDescription: string | null, numberOfPages: number | null, goal: string | null, idea: string | null, shouldGenerateFakeIntroduction: boolean, fakeIntroduction: string | null, isPaid: boolean, referenceSearchStatus: string | null, aiProvider: string | null, errorMessage: string | null, updatedAt: string, workbookFile: { path: string, name: string } | null, orderWorkType: { id: number, slug: string, title: string, buttonLabel: string, descriptor: string, formTitle: string, isSmall: boolean, isAvailable: boolean }, outline: Array<{ title: string, subchapters: Array<{ title: string }> }> | null, references: Array<{ id: string, status: string, referenceData: { title: string, author: string | null, year: number | null, source: string | null, url: string | null, formatted: string | null } }>, finalText: Array<{ key: string, title: string, level: number, text: string }> | null, titlePageData: { ministry: string | null, institutionTitle: string | null, faculty: string | null, department: string | null, specialty: string | null, subject: string | null, workType: string | null, fullName: string | null, group: string | null, teacherName: string | null, institutionCity: string | null, authorForm: AiEssayTitlePageAuthorForm | null, year: number | null } | null, presentation: { id: string, status: string, downloadUrl: string | null, errorMessage: string | null } | null } };

export type PayEssayFromBalanceMutationVariables = Exact<{
  id: string | number;
}>;


export type PayEssayFromBalanceMutation = { tryToPayForAiEssayOrderFromBalance: { id: string, unifiedOrderId: string | null, status: number, previousStatus: number | null, topic: string, taskDetails: string | null, extendedDescription: string | null, numberOfPages: number | null, goal: string | null, idea: string | null, shouldGenerateFakeIntroduction: boolean, fakeIntroduction: string | null, isPaid: boolean, referenceSearchStatus: string | null, aiProvider: string | null, errorMessage: string | null, updatedAt: string, workbookFile: { path: string, name: string } | null, orderWorkType: { id: number, slug: string, title: string, buttonLabel: string, descriptor: string, formTitle: string, isSmall: boolean, isAvailable: boolean }, outline: Array<{ title: string, subchapters: Array<{ title: string }> }> | null, references: Array<{ id: string, status: string, referenceData: { title: string, author: string | null, year: number | null, source: string | null, url: string | null, formatted: string | null } }>, finalText: Array<{ key: string, title: string, level: number, text: string }> | null, titlePageData: { ministry: string | null, institutionTitle: string | null, faculty: string | null, department: string | null, specialty: string | null, subject: string | null, workType: string | null, fullName: string | null, group: string | null, teacherName: string | null, institutionCity: string | null, authorForm: AiEssayTitlePageAuthorForm | null, year: number | null } | null, presentation: { id: string, status: string, downloadUrl: string | null, errorMessage: string | null } | null } };

export type ContinueEssayProcessingMutationVariables = Exact<{
  id: string | number;
}>;


export type ContinueEssayProcessingMutation = { continueAiEssayOrderProcessing: { id: string, unifiedOrderId: string | null, status: number, previousStatus: number | null, topic: string, taskDetails: string | null, extendedDescription: string | null, numberOfPages: number | null, goal: string | null, idea: string | null, shouldGenerateFakeIntroduction: boolean, fakeIntroduction: string | null, isPaid: boolean, referenceSearchStatus: string | null, aiProvider: string | null, errorMessage: string | null, updatedAt: string, workbookFile: { path: string, name: string } | null, orderWorkType: { id: number, slug: string, title: string, buttonLabel: string, descriptor: string, formTitle: string, isSmall: boolean, isAvailable: boolean }, outline: Array<{ title: string, subchapters: Array<{ title: string }> }> | null, references: Array<{ id: string, status: string, referenceData: { title: string, author: string | null, year: number | null, source: string | null, url: string | null, formatted: string | null } }>, finalText: Array<{ key: string, title: string, level: number, text: string }> | null, titlePageData: { ministry: string | null, institutionTitle: string | null, faculty: string | null, department: string | null, specialty: string | null, subject: string | null, workType: string | null, fullName: string | null, group: string | null, teacherName: string | null, institutionCity: string | null, authorForm: AiEssayTitlePageAuthorForm | null, year: number | null } | null, presentation: { id: string, status: string, downloadUrl: string | null, errorMessage: string | null } | null } };

export type CreateEssayIntroductionMutationVariables = Exact<{
  id: string | number;
}>;


export type CreateEssayIntroductionMutation = { createIntroductionForAiEssayOrder: { id: string, unifiedOrderId: string | null, status: number, previousStatus: number | null, topic: string, taskDetails: string | null, extendedDescription: string | null, numberOfPages: number | null, goal: string | null, idea: string | null, shouldGenerateFakeIntroduction: boolean, fakeIntroduction: string | null, isPaid: boolean, referenceSearchStatus: string | null, aiProvider: string | null, errorMessage: string | null, updatedAt: string, workbookFile: { path: string, name: string } | null, orderWorkType: { id: number, slug: string, title: string, buttonLabel: string, descriptor: string, formTitle: string, isSmall: boolean, isAvailable: boolean }, outline: Array<{ title: string, subchapters: Array<{ title: string }> }> | null, references: Array<{ id: string, status: string, referenceData: { title: string, author: string | null, year: number | null, source: string | null, url: string | null, formatted: string | null } }>, finalText: Array<{ key: string, title: string, level: number, text: string }> | null, titlePageData: { ministry: string | null, institutionTitle: string | null, faculty: string | null, department: string | null, specialty: string | null, subject: string | null, workType: string | null, fullName: string | null, group: string | null, teacherName: string | null, institutionCity: string | null, authorForm: AiEssayTitlePageAuthorForm | null, year: number | null } | null, presentation: { id: string, status: string, downloadUrl: string | null, errorMessage: string | null } | null } };

export type SaveEssaySectionMutationVariables = Exact<{
  id: string | number;
  sectionKey: string;
  text: string;
  origin?: EssayTextOrigin | null | undefined;
}>;


export type SaveEssaySectionMutation = { saveEditedAiEssayOrderFinalText: { id: string, unifiedOrderId: string | null, status: number, previousStatus: number | null, topic: string, taskDetails: string | null, extendedDescription: string | null, numberOfPages: number | null, goal: string | null, idea: string | null, shouldGenerateFakeIntroduction: boolean, fakeIntroduction: string | null, isPaid: boolean, referenceSearchStatus: string | null, aiProvider: string | null, errorMessage: string | null, updatedAt: string, workbookFile: { path: string, name: string } | null, orderWorkType: { id: number, slug: string, title: string, buttonLabel: string, descriptor: string, formTitle: string, isSmall: boolean, isAvailable: boolean }, outline: Array<{ title: string, subchapters: Array<{ title: string }> }> | null, references: Array<{ id: string, status: string, referenceData: { title: string, author: string | null, year: number | null, source: string | null, url: string | null, formatted: string | null } }>, finalText: Array<{ key: string, title: string, level: number, text: string }> | null, titlePageData: { ministry: string | null, institutionTitle: string | null, faculty: string | null, department: string | null, specialty: string | null, subject: string | null, workType: string | null, fullName: string | null, group: string | null, teacherName: string | null, institutionCity: string | null, authorForm: AiEssayTitlePageAuthorForm | null, year: number | null } | null, presentation: { id: string, status: string, downloadUrl: string | null, errorMessage: string | null } | null } };

export type ResetEssayTextMutationVariables = Exact<{
  id: string | number;
}>;


export type ResetEssayTextMutation = { resetAiEssayOrderFinalText: { id: string, unifiedOrderId: string | null, status: number, previousStatus: number | null, topic: string, taskDetails: string | null, extendedDescription: string | null, numberOfPages: number | null, goal: string | null, idea: string | null, shouldGenerateFakeIntroduction: boolean, fakeIntroduction: string | null, isPaid: boolean, referenceSearchStatus: string | null, aiProvider: string | null, errorMessage: string | null, updatedAt: string, workbookFile: { path: string, name: string } | null, orderWorkType: { id: number, slug: string, title: string, buttonLabel: string, descriptor: string, formTitle: string, isSmall: boolean, isAvailable: boolean }, outline: Array<{ title: string, subchapters: Array<{ title: string }> }> | null, references: Array<{ id: string, status: string, referenceData: { title: string, author: string | null, year: number | null, source: string | null, url: string | null, formatted: string | null } }>, finalText: Array<{ key: string, title: string, level: number, text: string }> | null, titlePageData: { ministry: string | null, institutionTitle: string | null, faculty: string | null, department: string | null, specialty: string | null, subject: string | null, workType: string | null, fullName: string | null, group: string | null, teacherName: string | null, institutionCity: string | null, authorForm: AiEssayTitlePageAuthorForm | null, year: number | null } | null, presentation: { id: string, status: string, downloadUrl: string | null, errorMessage: string | null } | null } };

export type SaveEssayTitlePageMutationVariables = Exact<{
  id: string | number;
  input: AiEssayOrderTitlePageDataInput;
}>;


export type SaveEssayTitlePageMutation = { createOrUpdateAiEssayOrderTitlePageData: { ministry: string | null, institutionTitle: string | null, faculty: string | null, department: string | null, specialty: string | null, subject: string | null, workType: string | null, fullName: string | null, group: string | null, teacherName: string | null, institutionCity: string | null, authorForm: AiEssayTitlePageAuthorForm | null, year: number | null } };

export type SendEssayToTelegramMutationVariables = Exact<{
  id: string | number;
}>;


export type SendEssayToTelegramMutation = { sendAiEssayToTelegram: boolean };

export type EssayPresentationQueryVariables = Exact<{
  id: string | number;
}>;


export type EssayPresentationQuery = { getAiEssayOrderPresentationById: { id: string, status: string, downloadUrl: string | null, errorMessage: string | null } | null };

export type CreateEssayPresentationMutationVariables = Exact<{
  id: string | number;
}>;


export type CreateEssayPresentationMutation = { createAiEssayOrderPresentation: { id: string, status: string, downloadUrl: string | null, errorMessage: string | null } };

export type ContinueEssayPresentationMutationVariables = Exact<{
  id: string | number;
}>;


export type ContinueEssayPresentationMutation = { continueAiEssayOrderPresentationProcessing: { id: string, status: string, downloadUrl: string | null, errorMessage: string | null } };

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
export const EssayWorkTypeFieldsFragmentDoc = new TypedDocumentString(`
    fragment EssayWorkTypeFields on AiEssayOrderWorkType {
  id
  slug
  title
  buttonLabel
  descriptor
  formTitle
  isSmall
  isAvailable
}
    `, {"fragmentName":"EssayWorkTypeFields"}) as unknown as TypedDocumentString<EssayWorkTypeFieldsFragment, unknown>;
export const EssayTitlePageFieldsFragmentDoc = new TypedDocumentString(`
    fragment EssayTitlePageFields on AiEssayOrderTitlePageData {
  ministry
  institutionTitle
  faculty
  department
  specialty
  subject
  workType
  fullName
  group
  teacherName
  institutionCity
  authorForm
  year
}
    `, {"fragmentName":"EssayTitlePageFields"}) as unknown as TypedDocumentString<EssayTitlePageFieldsFragment, unknown>;
export const EssayPresentationFieldsFragmentDoc = new TypedDocumentString(`
    fragment EssayPresentationFields on AiEssayOrderPresentation {
  id
  status
  downloadUrl
  errorMessage
}
    `, {"fragmentName":"EssayPresentationFields"}) as unknown as TypedDocumentString<EssayPresentationFieldsFragment, unknown>;
export const EssayOrderFieldsFragmentDoc = new TypedDocumentString(`
    fragment EssayOrderFields on AiEssayOrder {
  id
  unifiedOrderId
  status
  previousStatus
  topic
  taskDetails
  extendedDescription
  workbookFile {
    path
    name
  }
  numberOfPages
  goal
  idea
  shouldGenerateFakeIntroduction
  fakeIntroduction
  isPaid
  referenceSearchStatus
  aiProvider
  errorMessage
  updatedAt
  orderWorkType {
    ...EssayWorkTypeFields
  }
  outline {
    title
    subchapters {
      title
    }
  }
  references {
    id
    status
    referenceData {
      title
      author
      year
      source
      url
      formatted
    }
  }
  finalText {
    key
    title
    level
    text
  }
  titlePageData {
    ...EssayTitlePageFields
  }
  presentation {
    ...EssayPresentationFields
  }
}
    fragment EssayWorkTypeFields on AiEssayOrderWorkType {
  id
  slug
  title
  buttonLabel
  descriptor
  formTitle
  isSmall
  isAvailable
}
fragment EssayPresentationFields on AiEssayOrderPresentation {
  id
  status
  downloadUrl
  errorMessage
}
fragment EssayTitlePageFields on AiEssayOrderTitlePageData {
  ministry
  institutionTitle
  faculty
  department
  specialty
  subject
  workType
  fullName
  group
  teacherName
  institutionCity
  authorForm
  year
}`, {"fragmentName":"EssayOrderFields"}) as unknown as TypedDocumentString<EssayOrderFieldsFragment, unknown>;
export const EssayWorkTypesDocument = new TypedDocumentString(`
    query EssayWorkTypes {
  aiEssayOrderWorkTypes {
    ...EssayWorkTypeFields
  }
}
    fragment EssayWorkTypeFields on AiEssayOrderWorkType {
  id
  slug
  title
  buttonLabel
  descriptor
  formTitle
  isSmall
  isAvailable
}`) as unknown as TypedDocumentString<EssayWorkTypesQuery, EssayWorkTypesQueryVariables>;
export const EssayOrderDocument = new TypedDocumentString(`
    query EssayOrder($unifiedOrderId: ID!) {
  getAiEssayOrderById(unifiedOrderId: $unifiedOrderId) {
    ...EssayOrderFields
  }
}
    fragment EssayWorkTypeFields on AiEssayOrderWorkType {
  id
  slug
  title
  buttonLabel
  descriptor
  formTitle
  isSmall
  isAvailable
}
fragment EssayOrderFields on AiEssayOrder {
  id
  unifiedOrderId
  status
  previousStatus
  topic
  taskDetails
  extendedDescription
  workbookFile {
    path
    name
  }
  numberOfPages
  goal
  idea
  shouldGenerateFakeIntroduction
  fakeIntroduction
  isPaid
  referenceSearchStatus
  aiProvider
  errorMessage
  updatedAt
  orderWorkType {
    ...EssayWorkTypeFields
  }
  outline {
    title
    subchapters {
      title
    }
  }
  references {
    id
    status
    referenceData {
      title
      author
      year
      source
      url
      formatted
    }
  }
  finalText {
    key
    title
    level
    text
  }
  titlePageData {
    ...EssayTitlePageFields
  }
  presentation {
    ...EssayPresentationFields
  }
}
fragment EssayPresentationFields on AiEssayOrderPresentation {
  id
  status
  downloadUrl
  errorMessage
}
fragment EssayTitlePageFields on AiEssayOrderTitlePageData {
  ministry
  institutionTitle
  faculty
  department
  specialty
  subject
  workType
  fullName
  group
  teacherName
  institutionCity
  authorForm
  year
}`) as unknown as TypedDocumentString<EssayOrderQuery, EssayOrderQueryVariables>;
export const LastEssayTitlePageDocument = new TypedDocumentString(`
    query LastEssayTitlePage {
  lastAiEssayOrderTitlePageData {
    ...EssayTitlePageFields
  }
}
    fragment EssayTitlePageFields on AiEssayOrderTitlePageData {
  ministry
  institutionTitle
  faculty
  department
  specialty
  subject
  workType
  fullName
  group
  teacherName
  institutionCity
  authorForm
  year
}`) as unknown as TypedDocumentString<LastEssayTitlePageQuery, LastEssayTitlePageQueryVariables>;
export const SimilarEssayOrdersDocument = new TypedDocumentString(`
    query SimilarEssayOrders($topic: String!) {
  similarAiEssayOrders(topic: $topic) {
    id
    unifiedOrderId
    topic
    status
  }
}
    `) as unknown as TypedDocumentString<SimilarEssayOrdersQuery, SimilarEssayOrdersQueryVariables>;
export const CreateEssayOrderDocument = new TypedDocumentString(`
    mutation CreateEssayOrder($topic: String!, $workTypeId: Int!) {
  createAiEssayOrder(topic: $topic, workTypeId: $workTypeId) {
    id
    unifiedOrderId
  }
}
    `) as unknown as TypedDocumentString<CreateEssayOrderMutation, CreateEssayOrderMutationVariables>;
export const EditEssayRequirementsDocument = new TypedDocumentString(`
    mutation EditEssayRequirements($id: ID!, $topic: String!, $numberOfPages: Int!, $idea: String, $goal: String, $taskDetails: String) {
  editAiEssayOrderRequirements(
    aiEssayOrderId: $id
    topic: $topic
    numberOfPages: $numberOfPages
    idea: $idea
    goal: $goal
    taskDetails: $taskDetails
  ) {
    ...EssayOrderFields
  }
}
    fragment EssayWorkTypeFields on AiEssayOrderWorkType {
  id
  slug
  title
  buttonLabel
  descriptor
  formTitle
  isSmall
  isAvailable
}
fragment EssayOrderFields on AiEssayOrder {
  id
  unifiedOrderId
  status
  previousStatus
  topic
  taskDetails
  extendedDescription
  workbookFile {
    path
    name
  }
  numberOfPages
  goal
  idea
  shouldGenerateFakeIntroduction
  fakeIntroduction
  isPaid
  referenceSearchStatus
  aiProvider
  errorMessage
  updatedAt
  orderWorkType {
    ...EssayWorkTypeFields
  }
  outline {
    title
    subchapters {
      title
    }
  }
  references {
    id
    status
    referenceData {
      title
      author
      year
      source
      url
      formatted
    }
  }
  finalText {
    key
    title
    level
    text
  }
  titlePageData {
    ...EssayTitlePageFields
  }
  presentation {
    ...EssayPresentationFields
  }
}
fragment EssayPresentationFields on AiEssayOrderPresentation {
  id
  status
  downloadUrl
  errorMessage
}
fragment EssayTitlePageFields on AiEssayOrderTitlePageData {
  ministry
  institutionTitle
  faculty
  department
  specialty
  subject
  workType
  fullName
  group
  teacherName
  institutionCity
  authorForm
  year
}`) as unknown as TypedDocumentString<EditEssayRequirementsMutation, EditEssayRequirementsMutationVariables>;
export const GenerateEssayOutlineDocument = new TypedDocumentString(`
    mutation GenerateEssayOutline($id: ID!) {
  generateAiEssayOrderOutline(aiEssayOrderId: $id) {
    ...EssayOrderFields
  }
}
    fragment EssayWorkTypeFields on AiEssayOrderWorkType {
  id
  slug
  title
  buttonLabel
  descriptor
  formTitle
  isSmall
  isAvailable
}
fragment EssayOrderFields on AiEssayOrder {
  id
  unifiedOrderId
  status
  previousStatus
  topic
  taskDetails
  extendedDescription
  workbookFile {
    path
    name
  }
  numberOfPages
  goal
  idea
  shouldGenerateFakeIntroduction
  fakeIntroduction
  isPaid
  referenceSearchStatus
  aiProvider
  errorMessage
  updatedAt
  orderWorkType {
    ...EssayWorkTypeFields
  }
  outline {
    title
    subchapters {
      title
    }
  }
  references {
    id
    status
    referenceData {
      title
      author
      year
      source
      url
      formatted
    }
  }
  finalText {
    key
    title
    level
    text
  }
  titlePageData {
    ...EssayTitlePageFields
  }
  presentation {
    ...EssayPresentationFields
  }
}
fragment EssayPresentationFields on AiEssayOrderPresentation {
  id
  status
  downloadUrl
  errorMessage
}
fragment EssayTitlePageFields on AiEssayOrderTitlePageData {
  ministry
  institutionTitle
  faculty
  department
  specialty
  subject
  workType
  fullName
  group
  teacherName
  institutionCity
  authorForm
  year
}`) as unknown as TypedDocumentString<GenerateEssayOutlineMutation, GenerateEssayOutlineMutationVariables>;
export const EditEssayOutlineDocument = new TypedDocumentString(`
    mutation EditEssayOutline($id: ID!, $outline: [AiEssayOutlineChapterInput!]!) {
  editAiEssayOrderOutline(aiEssayOrderId: $id, outline: $outline) {
    ...EssayOrderFields
  }
}
    fragment EssayWorkTypeFields on AiEssayOrderWorkType {
  id
  slug
  title
  buttonLabel
  descriptor
  formTitle
  isSmall
  isAvailable
}
fragment EssayOrderFields on AiEssayOrder {
  id
  unifiedOrderId
  status
  previousStatus
  topic
  taskDetails
  extendedDescription
  workbookFile {
    path
    name
  }
  numberOfPages
  goal
  idea
  shouldGenerateFakeIntroduction
  fakeIntroduction
  isPaid
  referenceSearchStatus
  aiProvider
  errorMessage
  updatedAt
  orderWorkType {
    ...EssayWorkTypeFields
  }
  outline {
    title
    subchapters {
      title
    }
  }
  references {
    id
    status
    referenceData {
      title
      author
      year
      source
      url
      formatted
    }
  }
  finalText {
    key
    title
    level
    text
  }
  titlePageData {
    ...EssayTitlePageFields
  }
  presentation {
    ...EssayPresentationFields
  }
}
fragment EssayPresentationFields on AiEssayOrderPresentation {
  id
  status
  downloadUrl
  errorMessage
}
fragment EssayTitlePageFields on AiEssayOrderTitlePageData {
  ministry
  institutionTitle
  faculty
  department
  specialty
  subject
  workType
  fullName
  group
  teacherName
  institutionCity
  authorForm
  year
}`) as unknown as TypedDocumentString<EditEssayOutlineMutation, EditEssayOutlineMutationVariables>;
export const SearchEssayReferencesDocument = new TypedDocumentString(`
    mutation SearchEssayReferences($id: ID!) {
  searchAiEssayOrderReferences(aiEssayOrderId: $id) {
    ...EssayOrderFields
  }
}
    fragment EssayWorkTypeFields on AiEssayOrderWorkType {
  id
  slug
  title
  buttonLabel
  descriptor
  formTitle
  isSmall
  isAvailable
}
fragment EssayOrderFields on AiEssayOrder {
  id
  unifiedOrderId
  status
  previousStatus
  topic
  taskDetails
  extendedDescription
  workbookFile {
    path
    name
  }
  numberOfPages
  goal
  idea
  shouldGenerateFakeIntroduction
  fakeIntroduction
  isPaid
  referenceSearchStatus
  aiProvider
  errorMessage
  updatedAt
  orderWorkType {
    ...EssayWorkTypeFields
  }
  outline {
    title
    subchapters {
      title
    }
  }
  references {
    id
    status
    referenceData {
      title
      author
      year
      source
      url
      formatted
    }
  }
  finalText {
    key
    title
    level
    text
  }
  titlePageData {
    ...EssayTitlePageFields
  }
  presentation {
    ...EssayPresentationFields
  }
}
fragment EssayPresentationFields on AiEssayOrderPresentation {
  id
  status
  downloadUrl
  errorMessage
}
fragment EssayTitlePageFields on AiEssayOrderTitlePageData {
  ministry
  institutionTitle
  faculty
  department
  specialty
  subject
  workType
  fullName
  group
  teacherName
  institutionCity
  authorForm
  year
}`) as unknown as TypedDocumentString<SearchEssayReferencesMutation, SearchEssayReferencesMutationVariables>;
export const ApproveEssayReferencesDocument = new TypedDocumentString(`
    mutation ApproveEssayReferences($id: ID!, $referenceIds: [ID!]!) {
  approveAiEssayOrderReferences(aiEssayOrderId: $id, referenceIds: $referenceIds) {
    ...EssayOrderFields
  }
}
    fragment EssayWorkTypeFields on AiEssayOrderWorkType {
  id
  slug
  title
  buttonLabel
  descriptor
  formTitle
  isSmall
  isAvailable
}
fragment EssayOrderFields on AiEssayOrder {
  id
  unifiedOrderId
  status
  previousStatus
  topic
  taskDetails
  extendedDescription
  workbookFile {
    path
    name
  }
  numberOfPages
  goal
  idea
  shouldGenerateFakeIntroduction
  fakeIntroduction
  isPaid
  referenceSearchStatus
  aiProvider
  errorMessage
  updatedAt
  orderWorkType {
    ...EssayWorkTypeFields
  }
  outline {
    title
    subchapters {
      title
    }
  }
  references {
    id
    status
    referenceData {
      title
      author
      year
      source
      url
      formatted
    }
  }
  finalText {
    key
    title
    level
    text
  }
  titlePageData {
    ...EssayTitlePageFields
  }
  presentation {
    ...EssayPresentationFields
  }
}
fragment EssayPresentationFields on AiEssayOrderPresentation {
  id
  status
  downloadUrl
  errorMessage
}
fragment EssayTitlePageFields on AiEssayOrderTitlePageData {
  ministry
  institutionTitle
  faculty
  department
  specialty
  subject
  workType
  fullName
  group
  teacherName
  institutionCity
  authorForm
  year
}`) as unknown as TypedDocumentString<ApproveEssayReferencesMutation, ApproveEssayReferencesMutationVariables>;
export const PayEssayFromBalanceDocument = new TypedDocumentString(`
    mutation PayEssayFromBalance($id: ID!) {
  tryToPayForAiEssayOrderFromBalance(aiEssayOrderId: $id) {
    ...EssayOrderFields
  }
}
    fragment EssayWorkTypeFields on AiEssayOrderWorkType {
  id
  slug
  title
  buttonLabel
  descriptor
  formTitle
  isSmall
  isAvailable
}
fragment EssayOrderFields on AiEssayOrder {
  id
  unifiedOrderId
  status
  previousStatus
  topic
  taskDetails
  extendedDescription
  workbookFile {
    path
    name
  }
  numberOfPages
  goal
  idea
  shouldGenerateFakeIntroduction
  fakeIntroduction
  isPaid
  referenceSearchStatus
  aiProvider
  errorMessage
  updatedAt
  orderWorkType {
    ...EssayWorkTypeFields
  }
  outline {
    title
    subchapters {
      title
    }
  }
  references {
    id
    status
    referenceData {
      title
      author
      year
      source
      url
      formatted
    }
  }
  finalText {
    key
    title
    level
    text
  }
  titlePageData {
    ...EssayTitlePageFields
  }
  presentation {
    ...EssayPresentationFields
  }
}
fragment EssayPresentationFields on AiEssayOrderPresentation {
  id
  status
  downloadUrl
  errorMessage
}
fragment EssayTitlePageFields on AiEssayOrderTitlePageData {
  ministry
  institutionTitle
  faculty
  department
  specialty
  subject
  workType
  fullName
  group
  teacherName
  institutionCity
  authorForm
  year
}`) as unknown as TypedDocumentString<PayEssayFromBalanceMutation, PayEssayFromBalanceMutationVariables>;
export const ContinueEssayProcessingDocument = new TypedDocumentString(`
    mutation ContinueEssayProcessing($id: ID!) {
  continueAiEssayOrderProcessing(aiEssayOrderId: $id) {
    ...EssayOrderFields
  }
}
    fragment EssayWorkTypeFields on AiEssayOrderWorkType {
  id
  slug
  title
  buttonLabel
  descriptor
  formTitle
  isSmall
  isAvailable
}
fragment EssayOrderFields on AiEssayOrder {
  id
  unifiedOrderId
  status
  previousStatus
  topic
  taskDetails
  extendedDescription
  workbookFile {
    path
    name
  }
  numberOfPages
  goal
  idea
  shouldGenerateFakeIntroduction
  fakeIntroduction
  isPaid
  referenceSearchStatus
  aiProvider
  errorMessage
  updatedAt
  orderWorkType {
    ...EssayWorkTypeFields
  }
  outline {
    title
    subchapters {
      title
    }
  }
  references {
    id
    status
    referenceData {
      title
      author
      year
      source
      url
      formatted
    }
  }
  finalText {
    key
    title
    level
    text
  }
  titlePageData {
    ...EssayTitlePageFields
  }
  presentation {
    ...EssayPresentationFields
  }
}
fragment EssayPresentationFields on AiEssayOrderPresentation {
  id
  status
  downloadUrl
  errorMessage
}
fragment EssayTitlePageFields on AiEssayOrderTitlePageData {
  ministry
  institutionTitle
  faculty
  department
  specialty
  subject
  workType
  fullName
  group
  teacherName
  institutionCity
  authorForm
  year
}`) as unknown as TypedDocumentString<ContinueEssayProcessingMutation, ContinueEssayProcessingMutationVariables>;
export const CreateEssayIntroductionDocument = new TypedDocumentString(`
    mutation CreateEssayIntroduction($id: ID!) {
  createIntroductionForAiEssayOrder(aiEssayOrderId: $id) {
    ...EssayOrderFields
  }
}
    fragment EssayWorkTypeFields on AiEssayOrderWorkType {
  id
  slug
  title
  buttonLabel
  descriptor
  formTitle
  isSmall
  isAvailable
}
fragment EssayOrderFields on AiEssayOrder {
  id
  unifiedOrderId
  status
  previousStatus
  topic
  taskDetails
  extendedDescription
  workbookFile {
    path
    name
  }
  numberOfPages
  goal
  idea
  shouldGenerateFakeIntroduction
  fakeIntroduction
  isPaid
  referenceSearchStatus
  aiProvider
  errorMessage
  updatedAt
  orderWorkType {
    ...EssayWorkTypeFields
  }
  outline {
    title
    subchapters {
      title
    }
  }
  references {
    id
    status
    referenceData {
      title
      author
      year
      source
      url
      formatted
    }
  }
  finalText {
    key
    title
    level
    text
  }
  titlePageData {
    ...EssayTitlePageFields
  }
  presentation {
    ...EssayPresentationFields
  }
}
fragment EssayPresentationFields on AiEssayOrderPresentation {
  id
  status
  downloadUrl
  errorMessage
}
fragment EssayTitlePageFields on AiEssayOrderTitlePageData {
  ministry
  institutionTitle
  faculty
  department
  specialty
  subject
  workType
  fullName
  group
  teacherName
  institutionCity
  authorForm
  year
}`) as unknown as TypedDocumentString<CreateEssayIntroductionMutation, CreateEssayIntroductionMutationVariables>;
export const SaveEssaySectionDocument = new TypedDocumentString(`
    mutation SaveEssaySection($id: ID!, $sectionKey: String!, $text: String!, $origin: EssayTextOrigin) {
  saveEditedAiEssayOrderFinalText(
    aiEssayOrderId: $id
    sectionKey: $sectionKey
    text: $text
    origin: $origin
  ) {
    ...EssayOrderFields
  }
}
    fragment EssayWorkTypeFields on AiEssayOrderWorkType {
  id
  slug
  title
  buttonLabel
  descriptor
  formTitle
  isSmall
  isAvailable
}
fragment EssayOrderFields on AiEssayOrder {
  id
  unifiedOrderId
  status
  previousStatus
  topic
  taskDetails
  extendedDescription
  workbookFile {
    path
    name
  }
  numberOfPages
  goal
  idea
  shouldGenerateFakeIntroduction
  fakeIntroduction
  isPaid
  referenceSearchStatus
  aiProvider
  errorMessage
  updatedAt
  orderWorkType {
    ...EssayWorkTypeFields
  }
  outline {
    title
    subchapters {
      title
    }
  }
  references {
    id
    status
    referenceData {
      title
      author
      year
      source
      url
      formatted
    }
  }
  finalText {
    key
    title
    level
    text
  }
  titlePageData {
    ...EssayTitlePageFields
  }
  presentation {
    ...EssayPresentationFields
  }
}
fragment EssayPresentationFields on AiEssayOrderPresentation {
  id
  status
  downloadUrl
  errorMessage
}
fragment EssayTitlePageFields on AiEssayOrderTitlePageData {
  ministry
  institutionTitle
  faculty
  department
  specialty
  subject
  workType
  fullName
  group
  teacherName
  institutionCity
  authorForm
  year
}`) as unknown as TypedDocumentString<SaveEssaySectionMutation, SaveEssaySectionMutationVariables>;
export const ResetEssayTextDocument = new TypedDocumentString(`
    mutation ResetEssayText($id: ID!) {
  resetAiEssayOrderFinalText(aiEssayOrderId: $id) {
    ...EssayOrderFields
  }
}
    fragment EssayWorkTypeFields on AiEssayOrderWorkType {
  id
  slug
  title
  buttonLabel
  descriptor
  formTitle
  isSmall
  isAvailable
}
fragment EssayOrderFields on AiEssayOrder {
  id
  unifiedOrderId
  status
  previousStatus
  topic
  taskDetails
  extendedDescription
  workbookFile {
    path
    name
  }
  numberOfPages
  goal
  idea
  shouldGenerateFakeIntroduction
  fakeIntroduction
  isPaid
  referenceSearchStatus
  aiProvider
  errorMessage
  updatedAt
  orderWorkType {
    ...EssayWorkTypeFields
  }
  outline {
    title
    subchapters {
      title
    }
  }
  references {
    id
    status
    referenceData {
      title
      author
      year
      source
      url
      formatted
    }
  }
  finalText {
    key
    title
    level
    text
  }
  titlePageData {
    ...EssayTitlePageFields
  }
  presentation {
    ...EssayPresentationFields
  }
}
fragment EssayPresentationFields on AiEssayOrderPresentation {
  id
  status
  downloadUrl
  errorMessage
}
fragment EssayTitlePageFields on AiEssayOrderTitlePageData {
  ministry
  institutionTitle
  faculty
  department
  specialty
  subject
  workType
  fullName
  group
  teacherName
  institutionCity
  authorForm
  year
}`) as unknown as TypedDocumentString<ResetEssayTextMutation, ResetEssayTextMutationVariables>;
export const SaveEssayTitlePageDocument = new TypedDocumentString(`
    mutation SaveEssayTitlePage($id: ID!, $input: AiEssayOrderTitlePageDataInput!) {
  createOrUpdateAiEssayOrderTitlePageData(aiEssayOrderId: $id, input: $input) {
    ...EssayTitlePageFields
  }
}
    fragment EssayTitlePageFields on AiEssayOrderTitlePageData {
  ministry
  institutionTitle
  faculty
  department
  specialty
  subject
  workType
  fullName
  group
  teacherName
  institutionCity
  authorForm
  year
}`) as unknown as TypedDocumentString<SaveEssayTitlePageMutation, SaveEssayTitlePageMutationVariables>;
export const SendEssayToTelegramDocument = new TypedDocumentString(`
    mutation SendEssayToTelegram($id: ID!) {
  sendAiEssayToTelegram(aiEssayOrderId: $id)
}
    `) as unknown as TypedDocumentString<SendEssayToTelegramMutation, SendEssayToTelegramMutationVariables>;
export const EssayPresentationDocument = new TypedDocumentString(`
    query EssayPresentation($id: ID!) {
  getAiEssayOrderPresentationById(id: $id) {
    ...EssayPresentationFields
  }
}
    fragment EssayPresentationFields on AiEssayOrderPresentation {
  id
  status
  downloadUrl
  errorMessage
}`) as unknown as TypedDocumentString<EssayPresentationQuery, EssayPresentationQueryVariables>;
export const CreateEssayPresentationDocument = new TypedDocumentString(`
    mutation CreateEssayPresentation($id: ID!) {
  createAiEssayOrderPresentation(aiEssayOrderId: $id) {
    ...EssayPresentationFields
  }
}
    fragment EssayPresentationFields on AiEssayOrderPresentation {
  id
  status
  downloadUrl
  errorMessage
}`) as unknown as TypedDocumentString<CreateEssayPresentationMutation, CreateEssayPresentationMutationVariables>;
export const ContinueEssayPresentationDocument = new TypedDocumentString(`
    mutation ContinueEssayPresentation($id: ID!) {
  continueAiEssayOrderPresentationProcessing(presentationId: $id) {
    ...EssayPresentationFields
  }
}
    fragment EssayPresentationFields on AiEssayOrderPresentation {
  id
  status
  downloadUrl
  errorMessage
}`) as unknown as TypedDocumentString<ContinueEssayPresentationMutation, ContinueEssayPresentationMutationVariables>;