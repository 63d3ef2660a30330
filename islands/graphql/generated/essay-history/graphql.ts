/* eslint-disable */
/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
import type { DocumentTypeDecoration } from '@graphql-typed-document-node/core';
/** What made a version: the generated text, a save (the SaveEditedAiEssayOrderFinalText origin), a reset or a restore. */
export type AiEssayTextVersionKind =
  | 'AI_CUSTOM'
  | 'AI_EXTEND'
  | 'AI_REWRITE'
  | 'AI_SHORTEN'
  | 'EDIT'
  | 'GENERATED'
  | 'RESET'
  | 'RESTORE'
  /** A rewrite after the outline or sources changed (a section rewritten, or its citations renumbered). */
  | 'REWRITE'
  | 'VISUAL_ITEM';

export type EssayTextVersionFieldsFragment = { id: string, sectionKey: string, sectionTitle: string | null, kind: AiEssayTextVersionKind, author: string, createdAt: string, preview: string, wordsAdded: number, wordsRemoved: number, restoredFromId: string | null, isCurrent: boolean };

export type EssaySectionHistoryQueryVariables = Exact<{
  id: string | number;
  sectionKey: string;
}>;


export type EssaySectionHistoryQuery = { aiEssayOrderSectionHistory: Array<{ text: string, id: string, sectionKey: string, sectionTitle: string | null, kind: AiEssayTextVersionKind, author: string, createdAt: string, preview: string, wordsAdded: number, wordsRemoved: number, restoredFromId: string | null, isCurrent: boolean }> };

export type EssayWorkHistoryQueryVariables = Exact<{
  id: string | number;
  first?: number | null | undefined;
  after?: string | number | null | undefined;
  onlyOwn?: boolean | null | undefined;
}>;


export type EssayWorkHistoryQuery = { aiEssayOrderWorkHistory: { hasMore: boolean, versions: Array<{ id: string, sectionKey: string, sectionTitle: string | null, kind: AiEssayTextVersionKind, author: string, createdAt: string, preview: string, wordsAdded: number, wordsRemoved: number, restoredFromId: string | null, isCurrent: boolean }>, totals: { own: number, aiEditor: number, generated: number } } };

export type RestoreEssaySectionVersionMutationVariables = Exact<{
  id: string | number;
  versionId: string | number;
}>;


export type RestoreEssaySectionVersionMutation = { restoreAiEssayOrderSectionVersion: { id: string, unifiedOrderId: string | null } };

export type UndoEssayTextResetMutationVariables = Exact<{
  id: string | number;
}>;


export type UndoEssayTextResetMutation = { undoAiEssayOrderFinalTextReset: { id: string, unifiedOrderId: string | null } };

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
export const EssayTextVersionFieldsFragmentDoc = new TypedDocumentString(`
    fragment EssayTextVersionFields on AiEssayTextVersion {
  id
  sectionKey
  sectionTitle
  kind
  author
  createdAt
  preview
  wordsAdded
  wordsRemoved
  restoredFromId
  isCurrent
}
    `, {"fragmentName":"EssayTextVersionFields"}) as unknown as TypedDocumentString<EssayTextVersionFieldsFragment, unknown>;
export const EssaySectionHistoryDocument = new TypedDocumentString(`
    query EssaySectionHistory($id: ID!, $sectionKey: String!) {
  aiEssayOrderSectionHistory(aiEssayOrderId: $id, sectionKey: $sectionKey) {
    ...EssayTextVersionFields
    text
  }
}
    fragment EssayTextVersionFields on AiEssayTextVersion {
  id
  sectionKey
  sectionTitle
  kind
  author
  createdAt
  preview
  wordsAdded
  wordsRemoved
  restoredFromId
  isCurrent
}`) as unknown as TypedDocumentString<EssaySectionHistoryQuery, EssaySectionHistoryQueryVariables>;
export const EssayWorkHistoryDocument = new TypedDocumentString(`
    query EssayWorkHistory($id: ID!, $first: Int, $after: ID, $onlyOwn: Boolean) {
  aiEssayOrderWorkHistory(
    aiEssayOrderId: $id
    first: $first
    after: $after
    onlyOwn: $onlyOwn
  ) {
    versions {
      ...EssayTextVersionFields
    }
    hasMore
    totals {
      own
      aiEditor
      generated
    }
  }
}
    fragment EssayTextVersionFields on AiEssayTextVersion {
  id
  sectionKey
  sectionTitle
  kind
  author
  createdAt
  preview
  wordsAdded
  wordsRemoved
  restoredFromId
  isCurrent
}`) as unknown as TypedDocumentString<EssayWorkHistoryQuery, EssayWorkHistoryQueryVariables>;
export const RestoreEssaySectionVersionDocument = new TypedDocumentString(`
    mutation RestoreEssaySectionVersion($id: ID!, $versionId: ID!) {
  restoreAiEssayOrderSectionVersion(aiEssayOrderId: $id, versionId: $versionId) {
    id
    unifiedOrderId
  }
}
    `) as unknown as TypedDocumentString<RestoreEssaySectionVersionMutation, RestoreEssaySectionVersionMutationVariables>;
export const UndoEssayTextResetDocument = new TypedDocumentString(`
    mutation UndoEssayTextReset($id: ID!) {
  undoAiEssayOrderFinalTextReset(aiEssayOrderId: $id) {
    id
    unifiedOrderId
  }
}
    `) as unknown as TypedDocumentString<UndoEssayTextResetMutation, UndoEssayTextResetMutationVariables>;