/* eslint-disable */
/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
import type { DocumentTypeDecoration } from '@graphql-typed-document-node/core';
export type RedeemTrialKeyMutationVariables = Exact<{
  key: string;
}>;


export type RedeemTrialKeyMutation = { redeemTrialKey: { balanceTrials: number } };

export type ClaimNewbyTrialsMutationVariables = Exact<{ [key: string]: never; }>;


export type ClaimNewbyTrialsMutation = { claimNewbyTrials: { trialsGranted: number, balance: { balanceTrials: number } } };

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

export const RedeemTrialKeyDocument = new TypedDocumentString(`
    mutation RedeemTrialKey($key: String!) {
  redeemTrialKey(key: $key) {
    balanceTrials
  }
}
    `) as unknown as TypedDocumentString<RedeemTrialKeyMutation, RedeemTrialKeyMutationVariables>;
export const ClaimNewbyTrialsDocument = new TypedDocumentString(`
    mutation ClaimNewbyTrials {
  claimNewbyTrials {
    trialsGranted
    balance {
      balanceTrials
    }
  }
}
    `) as unknown as TypedDocumentString<ClaimNewbyTrialsMutation, ClaimNewbyTrialsMutationVariables>;