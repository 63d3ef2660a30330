/* eslint-disable */
/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
import type { DocumentTypeDecoration } from '@graphql-typed-document-node/core';
export type EssayReferenceSearchQueryVariables = Exact<{
  id: string | number;
}>;


export type EssayReferenceSearchQuery = { getAiEssayOrderById: { id: string, canAddReferenceByIdentifier: boolean, referenceSearch: { found: number, page: number, exhausted: boolean } | null } | null };

export type EssaySourceDataFieldsFragment = { title: string, author: string | null, year: number | null, source: string | null, url: string | null, formatted: string | null };

export type ResolveEssaySourceMutationVariables = Exact<{
  id: string | number;
  identifier: string;
}>;


export type ResolveEssaySourceMutation = { resolveAiEssayOrderReference: { title: string, author: string | null, year: number | null, source: string | null, url: string | null, formatted: string | null } };

export type AddEssaySourceByIdentifierMutationVariables = Exact<{
  id: string | number;
  identifier: string;
}>;


export type AddEssaySourceByIdentifierMutation = { addAiEssayOrderReferenceByIdentifier: { id: string } };

export type CreateEssaySourceMutationVariables = Exact<{
  id: string | number;
  fileId: string | number;
  title: string;
  author: string;
  publicationYear: number;
}>;


export type CreateEssaySourceMutation = { createAiEssayOrderReference: { id: string } };

export type RemoveEssaySourceMutationVariables = Exact<{
  id: string | number;
  referenceId: string | number;
}>;


export type RemoveEssaySourceMutation = { removeAiEssayOrderReference: boolean };

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
export const EssaySourceDataFieldsFragmentDoc = new TypedDocumentString(`
    fragment EssaySourceDataFields on AiEssayReferenceData {
  title
  author
  year
  source
  url
  formatted
}
    `, {"fragmentName":"EssaySourceDataFields"}) as unknown as TypedDocumentString<EssaySourceDataFieldsFragment, unknown>;
export const EssayReferenceSearchDocument = new TypedDocumentString(`
    query EssayReferenceSearch($id: ID!) {
  getAiEssayOrderById(id: $id) {
    id
    canAddReferenceByIdentifier
    referenceSearch {
      found
      page
      exhausted
    }
  }
}
    `) as unknown as TypedDocumentString<EssayReferenceSearchQuery, EssayReferenceSearchQueryVariables>;
export const ResolveEssaySourceDocument = new TypedDocumentString(`
    mutation ResolveEssaySource($id: ID!, $identifier: String!) {
  resolveAiEssayOrderReference(aiEssayOrderId: $id, identifier: $identifier) {
    ...EssaySourceDataFields
  }
}
    fragment EssaySourceDataFields on AiEssayReferenceData {
  title
  author
  year
  source
  url
  formatted
}`) as unknown as TypedDocumentString<ResolveEssaySourceMutation, ResolveEssaySourceMutationVariables>;
export const AddEssaySourceByIdentifierDocument = new TypedDocumentString(`
    mutation AddEssaySourceByIdentifier($id: ID!, $identifier: String!) {
  addAiEssayOrderReferenceByIdentifier(
    aiEssayOrderId: $id
    identifier: $identifier
  ) {
    id
  }
}
    `) as unknown as TypedDocumentString<AddEssaySourceByIdentifierMutation, AddEssaySourceByIdentifierMutationVariables>;
export const CreateEssaySourceDocument = new TypedDocumentString(`
    mutation CreateEssaySource($id: ID!, $fileId: ID!, $title: String!, $author: String!, $publicationYear: Int!) {
  createAiEssayOrderReference(
    aiEssayOrderId: $id
    fileId: $fileId
    title: $title
    author: $author
    publicationYear: $publicationYear
  ) {
    id
  }
}
    `) as unknown as TypedDocumentString<CreateEssaySourceMutation, CreateEssaySourceMutationVariables>;
export const RemoveEssaySourceDocument = new TypedDocumentString(`
    mutation RemoveEssaySource($id: ID!, $referenceId: ID!) {
  removeAiEssayOrderReference(aiEssayOrderId: $id, referenceId: $referenceId)
}
    `) as unknown as TypedDocumentString<RemoveEssaySourceMutation, RemoveEssaySourceMutationVariables>;