/* eslint-disable */
/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
import type { DocumentTypeDecoration } from '@graphql-typed-document-node/core';
export type RecordAnonExperimentMutationVariables = Exact<{
  anonymousId: string;
  experimentId: string;
  variationId: number;
}>;


export type RecordAnonExperimentMutation = { recordAnonExperiment: boolean };

export type RecordUserExperimentMutationVariables = Exact<{
  experimentId: string;
  userId: string;
  variationId: number;
}>;


export type RecordUserExperimentMutation = { recordUserExperiment: boolean };

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

export const RecordAnonExperimentDocument = new TypedDocumentString(`
    mutation RecordAnonExperiment($anonymousId: String!, $experimentId: String!, $variationId: Int!) {
  recordAnonExperiment(
    anonymousId: $anonymousId
    experimentId: $experimentId
    variationId: $variationId
  )
}
    `) as unknown as TypedDocumentString<RecordAnonExperimentMutation, RecordAnonExperimentMutationVariables>;
export const RecordUserExperimentDocument = new TypedDocumentString(`
    mutation RecordUserExperiment($experimentId: String!, $userId: String!, $variationId: Int!) {
  recordUserExperiment(
    experimentId: $experimentId
    userId: $userId
    variationId: $variationId
  )
}
    `) as unknown as TypedDocumentString<RecordUserExperimentMutation, RecordUserExperimentMutationVariables>;