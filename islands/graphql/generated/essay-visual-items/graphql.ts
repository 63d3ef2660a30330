/* eslint-disable */
/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
import type { DocumentTypeDecoration } from '@graphql-typed-document-node/core';
export type AiEssayVisualItemType =
  | 'formula'
  | 'graph'
  | 'table';

export type EssayVisualItemFieldsFragment = { id: string, type: AiEssayVisualItemType, content: string };

export type EssayVisualItemsQueryVariables = Exact<{
  id: string | number;
}>;


export type EssayVisualItemsQuery = { getAiEssayOrderById: { id: string, visualItems: Array<{ id: string, type: AiEssayVisualItemType, content: string }> } | null };

export type CreateEssayVisualItemMutationVariables = Exact<{
  id: string | number;
  text: string;
  type: AiEssayVisualItemType;
  userInstructions?: string | null | undefined;
}>;


export type CreateEssayVisualItemMutation = { createAiEssayOrderVisualItem: { id: string, type: AiEssayVisualItemType, content: string } };

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
export const EssayVisualItemFieldsFragmentDoc = new TypedDocumentString(`
    fragment EssayVisualItemFields on AiEssayVisualItem {
  id
  type
  content
}
    `, {"fragmentName":"EssayVisualItemFields"}) as unknown as TypedDocumentString<EssayVisualItemFieldsFragment, unknown>;
export const EssayVisualItemsDocument = new TypedDocumentString(`
    query EssayVisualItems($id: ID!) {
  getAiEssayOrderById(id: $id) {
    id
    visualItems {
      ...EssayVisualItemFields
    }
  }
}
    fragment EssayVisualItemFields on AiEssayVisualItem {
  id
  type
  content
}`) as unknown as TypedDocumentString<EssayVisualItemsQuery, EssayVisualItemsQueryVariables>;
export const CreateEssayVisualItemDocument = new TypedDocumentString(`
    mutation CreateEssayVisualItem($id: ID!, $text: String!, $type: AiEssayVisualItemType!, $userInstructions: String) {
  createAiEssayOrderVisualItem(
    aiEssayOrderId: $id
    text: $text
    type: $type
    userInstructions: $userInstructions
  ) {
    ...EssayVisualItemFields
  }
}
    fragment EssayVisualItemFields on AiEssayVisualItem {
  id
  type
  content
}`) as unknown as TypedDocumentString<CreateEssayVisualItemMutation, CreateEssayVisualItemMutationVariables>;