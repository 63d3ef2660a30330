/* eslint-disable */
/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
import type { DocumentTypeDecoration } from '@graphql-typed-document-node/core';
export type AiEditorRewriteMutationVariables = Exact<{
  text: string;
}>;


export type AiEditorRewriteMutation = { aiAssistantTextRewrite: string };

export type AiEditorExtendMutationVariables = Exact<{
  text: string;
}>;


export type AiEditorExtendMutation = { aiAssistantTextExtender: string };

export type AiEditorShortenMutationVariables = Exact<{
  text: string;
}>;


export type AiEditorShortenMutation = { aiAssistantTextShortener: string };

export type AiEditorCustomMutationVariables = Exact<{
  task: string;
  text: string;
}>;


export type AiEditorCustomMutation = { aiAssistantTextCustomEdit: string };

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

export const AiEditorRewriteDocument = new TypedDocumentString(`
    mutation AiEditorRewrite($text: String!) {
  aiAssistantTextRewrite(text: $text)
}
    `) as unknown as TypedDocumentString<AiEditorRewriteMutation, AiEditorRewriteMutationVariables>;
export const AiEditorExtendDocument = new TypedDocumentString(`
    mutation AiEditorExtend($text: String!) {
  aiAssistantTextExtender(text: $text)
}
    `) as unknown as TypedDocumentString<AiEditorExtendMutation, AiEditorExtendMutationVariables>;
export const AiEditorShortenDocument = new TypedDocumentString(`
    mutation AiEditorShorten($text: String!) {
  aiAssistantTextShortener(text: $text)
}
    `) as unknown as TypedDocumentString<AiEditorShortenMutation, AiEditorShortenMutationVariables>;
export const AiEditorCustomDocument = new TypedDocumentString(`
    mutation AiEditorCustom($task: String!, $text: String!) {
  aiAssistantTextCustomEdit(task: $task, text: $text)
}
    `) as unknown as TypedDocumentString<AiEditorCustomMutation, AiEditorCustomMutationVariables>;