/* eslint-disable */
/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
import type { DocumentTypeDecoration } from '@graphql-typed-document-node/core';
export type WheelPrizeKind =
  | 'EXTRA_SPINS'
  | 'FREE_QUESTIONS'
  | 'MINUS_SPINS'
  | 'NO_REWARD'
  | 'PROMO_CODE';

export type WheelPrizeFieldsFragment = { id: number, kind: WheelPrizeKind, value: number, title: string };

export type WheelOfFortuneQueryVariables = Exact<{ [key: string]: never; }>;


export type WheelOfFortuneQuery = { wheelOfFortune: { spinsLeft: number, rulesUrl: string, prizes: Array<{ id: number, kind: WheelPrizeKind, value: number, title: string }>, history: Array<{ id: string, promoCode: string | null, createdAt: string, prize: { id: number, kind: WheelPrizeKind, value: number, title: string } }> } };

export type SpinWheelOfFortuneMutationVariables = Exact<{ [key: string]: never; }>;


export type SpinWheelOfFortuneMutation = { spinWheelOfFortune: { isWin: boolean, spinsLeft: number, promoCode: string | null, balanceTrials: number, prize: { id: number, kind: WheelPrizeKind, value: number, title: string } } };

export type FreeQuestionsQueryVariables = Exact<{ [key: string]: never; }>;


export type FreeQuestionsQuery = { me: { id: string, balance: { balanceTrials: number } } | null };

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
export const WheelPrizeFieldsFragmentDoc = new TypedDocumentString(`
    fragment WheelPrizeFields on WheelPrize {
  id
  kind
  value
  title
}
    `, {"fragmentName":"WheelPrizeFields"}) as unknown as TypedDocumentString<WheelPrizeFieldsFragment, unknown>;
export const WheelOfFortuneDocument = new TypedDocumentString(`
    query WheelOfFortune {
  wheelOfFortune {
    prizes {
      ...WheelPrizeFields
    }
    spinsLeft
    rulesUrl
    history {
      id
      prize {
        ...WheelPrizeFields
      }
      promoCode
      createdAt
    }
  }
}
    fragment WheelPrizeFields on WheelPrize {
  id
  kind
  value
  title
}`) as unknown as TypedDocumentString<WheelOfFortuneQuery, WheelOfFortuneQueryVariables>;
export const SpinWheelOfFortuneDocument = new TypedDocumentString(`
    mutation SpinWheelOfFortune {
  spinWheelOfFortune {
    prize {
      ...WheelPrizeFields
    }
    isWin
    spinsLeft
    promoCode
    balanceTrials
  }
}
    fragment WheelPrizeFields on WheelPrize {
  id
  kind
  value
  title
}`) as unknown as TypedDocumentString<SpinWheelOfFortuneMutation, SpinWheelOfFortuneMutationVariables>;
export const FreeQuestionsDocument = new TypedDocumentString(`
    query FreeQuestions {
  me {
    id
    balance {
      balanceTrials
    }
  }
}
    `) as unknown as TypedDocumentString<FreeQuestionsQuery, FreeQuestionsQueryVariables>;