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

/** Why a section must be written again: its outline entry is new or renamed, or it cites a source that left the list. */
export type AiEssayRewriteReason =
  | 'OUTLINE'
  | 'SOURCES';

export type EssayRewritePlanQueryVariables = Exact<{
  id: string | number;
}>;


export type EssayRewritePlanQuery = { getAiEssayOrderById: { id: string, status: number, updatedAt: string, rewritePlan: { addedSources: number, removedSources: number, sections: Array<{ key: string, title: string, level: number, reason: AiEssayRewriteReason | null }> } | null } | null };

export type ChangeEssayOutlineMutationVariables = Exact<{
  id: string | number;
  outline: Array<AiEssayOutlineChapterInput> | AiEssayOutlineChapterInput;
}>;


export type ChangeEssayOutlineMutation = { changeAiEssayOrderOutline: { id: string, status: number, updatedAt: string } };

export type ChangeEssayReferencesMutationVariables = Exact<{
  id: string | number;
  referenceIds: Array<string | number> | string | number;
}>;


export type ChangeEssayReferencesMutation = { changeAiEssayOrderReferences: { id: string, status: number, updatedAt: string } };

export type RewriteEssaySectionsMutationVariables = Exact<{
  id: string | number;
  sectionKeys: Array<string> | string;
}>;


export type RewriteEssaySectionsMutation = { rewriteAiEssayOrderSections: { id: string, status: number, updatedAt: string } };

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

export const EssayRewritePlanDocument = new TypedDocumentString(`
    query EssayRewritePlan($id: ID!) {
  getAiEssayOrderById(id: $id) {
    id
    status
    updatedAt
    rewritePlan {
      addedSources
      removedSources
      sections {
        key
        title
        level
        reason
      }
    }
  }
}
    `) as unknown as TypedDocumentString<EssayRewritePlanQuery, EssayRewritePlanQueryVariables>;
export const ChangeEssayOutlineDocument = new TypedDocumentString(`
    mutation ChangeEssayOutline($id: ID!, $outline: [AiEssayOutlineChapterInput!]!) {
  changeAiEssayOrderOutline(aiEssayOrderId: $id, outline: $outline) {
    id
    status
    updatedAt
  }
}
    `) as unknown as TypedDocumentString<ChangeEssayOutlineMutation, ChangeEssayOutlineMutationVariables>;
export const ChangeEssayReferencesDocument = new TypedDocumentString(`
    mutation ChangeEssayReferences($id: ID!, $referenceIds: [ID!]!) {
  changeAiEssayOrderReferences(aiEssayOrderId: $id, referenceIds: $referenceIds) {
    id
    status
    updatedAt
  }
}
    `) as unknown as TypedDocumentString<ChangeEssayReferencesMutation, ChangeEssayReferencesMutationVariables>;
export const RewriteEssaySectionsDocument = new TypedDocumentString(`
    mutation RewriteEssaySections($id: ID!, $sectionKeys: [String!]!) {
  rewriteAiEssayOrderSections(aiEssayOrderId: $id, sectionKeys: $sectionKeys) {
    id
    status
    updatedAt
  }
}
    `) as unknown as TypedDocumentString<RewriteEssaySectionsMutation, RewriteEssaySectionsMutationVariables>;