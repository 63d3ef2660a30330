/* eslint-disable */
/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
import type { DocumentTypeDecoration } from '@graphql-typed-document-node/core';
export type GetParamInput = {
  name: string;
  value: string;
};

/** created → pending → succeeded | canceled; succeeded → refunded. */
export type PaymentStatus =
  | 'canceled'
  | 'created'
  | 'pending'
  | 'refunded'
  | 'succeeded';

export type PurchaseInput = {
  advancedAiOrderId?: string | number | null | undefined;
  aiOrderId?: string | number | null | undefined;
  /** Rubles the client was shown; a different server price fails with «Цена изменилась: к оплате {n} ₽…». */
  amount?: number | null | undefined;
  app?: string | null | undefined;
  consentToTheUseOfOrderData?: boolean | null | undefined;
  essayOrderId?: string | number | null | undefined;
  fingerprint?: string | null | undefined;
  getParams?: Array<GetParamInput> | null | undefined;
  /** Free text the payment form adds. */
  info?: string | null | undefined;
  initializationUrl?: string | null | undefined;
  libraryWorkId?: string | number | null | undefined;
  orderId?: string | number | null | undefined;
  /** A method id (spec §3): 4 = bank card (split 50/50 between two providers), 9 = SBP, 3, 10, 11, 13. */
  paymentMethod?: number | null | undefined;
  /** card (default), foreign-card or sbp; used when paymentMethod is not given. */
  paymentSystem?: string | null | undefined;
  /** Applied on the server; «Упс! Ты уже активировал промокод» when this client used it. */
  promoCodeUrlKey?: string | null | undefined;
  /** A path or address on this site; the return page gets ?payment-id=…&payment-result=success|fail. */
  redirectAfterPayment?: string | null | undefined;
  referatOrderId?: string | number | null | undefined;
  subscriptionTypeId: number;
};

export type MoneySubscriptionFragment = { endsAt: string, createdAt: string, refillScheduledAt: string | null, isRenewable: boolean, isAlreadyEnded: boolean, type: { id: number, title: string, durationInMonths: number, tokensPerMonth: number, price: number } };

export type MoneyAccountFieldsFragment = { id: string, balance: { balanceCoins: number, balanceBonuses: number, balanceTokens: number, balanceTrials: number, detailedBalance: { subscription_tokens: number, permanent_tokens: number, temporary_tokens: number } }, userCurrentSubscription: { endsAt: string, createdAt: string, refillScheduledAt: string | null, isRenewable: boolean, isAlreadyEnded: boolean, type: { id: number, title: string, durationInMonths: number, tokensPerMonth: number, price: number } } | null, latestSubscription: { endsAt: string, createdAt: string, refillScheduledAt: string | null, isRenewable: boolean, isAlreadyEnded: boolean, type: { id: number, title: string, durationInMonths: number, tokensPerMonth: number, price: number } } | null };

export type MoneyAccountQueryVariables = Exact<{ [key: string]: never; }>;


export type MoneyAccountQuery = { me: { id: string, balance: { balanceCoins: number, balanceBonuses: number, balanceTokens: number, balanceTrials: number, detailedBalance: { subscription_tokens: number, permanent_tokens: number, temporary_tokens: number } }, userCurrentSubscription: { endsAt: string, createdAt: string, refillScheduledAt: string | null, isRenewable: boolean, isAlreadyEnded: boolean, type: { id: number, title: string, durationInMonths: number, tokensPerMonth: number, price: number } } | null, latestSubscription: { endsAt: string, createdAt: string, refillScheduledAt: string | null, isRenewable: boolean, isAlreadyEnded: boolean, type: { id: number, title: string, durationInMonths: number, tokensPerMonth: number, price: number } } | null } | null };

export type SubscriptionFrozenQueryVariables = Exact<{ [key: string]: never; }>;


export type SubscriptionFrozenQuery = { isFrozenCurrentSubscription: boolean };

export type CancelSubscriptionMutationVariables = Exact<{ [key: string]: never; }>;


export type CancelSubscriptionMutation = { cancelCurrentSubscription: boolean };

export type ReactivateSubscriptionMutationVariables = Exact<{ [key: string]: never; }>;


export type ReactivateSubscriptionMutation = { reactivateCurrentSubscription: boolean };

export type FreezeSubscriptionMutationVariables = Exact<{ [key: string]: never; }>;


export type FreezeSubscriptionMutation = { freezeCurrentSubscriptionForSummer: boolean };

export type SubscriptionPageQueryVariables = Exact<{
  tariffGroup?: string | null | undefined;
  experimentGroup?: string | null | undefined;
  promoCodeUrlKey?: string | null | undefined;
}>;


export type SubscriptionPageQuery = { me: { id: string, balance: { balanceCoins: number, balanceBonuses: number, balanceTokens: number, balanceTrials: number, detailedBalance: { subscription_tokens: number, permanent_tokens: number, temporary_tokens: number } }, userCurrentSubscription: { endsAt: string, createdAt: string, refillScheduledAt: string | null, isRenewable: boolean, isAlreadyEnded: boolean, type: { id: number, title: string, durationInMonths: number, tokensPerMonth: number, price: number } } | null, latestSubscription: { endsAt: string, createdAt: string, refillScheduledAt: string | null, isRenewable: boolean, isAlreadyEnded: boolean, type: { id: number, title: string, durationInMonths: number, tokensPerMonth: number, price: number } } | null } | null, subscriptionTypes: Array<{ id: number, title: string, tokensPerMonth: number, bonusesPerPurchase: number, price: number, durationInMonths: number, isAvailable: boolean, productId: string, productPriceId: number, monthlyPrice: number, benefit: number, isBestOffer: boolean, discountInfo: { price: number, promocode: string } | null }> };

export type CouponByPromoCodeQueryVariables = Exact<{
  promoCode: string;
}>;


export type CouponByPromoCodeQuery = { getCouponDetailsByPromoCode: { isApplicable: boolean, applyOnType: string, applicableProducts: Array<string>, applicableProductPrices: Array<number>, amount: number, amountType: string, promoCode: string, promoCodeUrlKey: string, userDescription: string | null, durationType: string, intervalCount: number | null, intervalUnit: string | null } };

export type CouponByPromoCodeUrlKeyQueryVariables = Exact<{
  promoCodeUrlKey: string;
}>;


export type CouponByPromoCodeUrlKeyQuery = { getCouponDetailsByPromoCodeUrlKey: { isApplicable: boolean, applyOnType: string, applicableProducts: Array<string>, applicableProductPrices: Array<number>, amount: number, amountType: string, promoCode: string, promoCodeUrlKey: string, userDescription: string | null, durationType: string, intervalCount: number | null, intervalUnit: string | null } };

export type TokensPackagesQueryVariables = Exact<{ [key: string]: never; }>;


export type TokensPackagesQuery = { getAvailableTokensPackages: Array<{ tokens: number, price: number }> };

export type PaymentStatusQueryVariables = Exact<{
  id: string | number;
}>;


export type PaymentStatusQuery = { payment: { id: string, kind: string, status: PaymentStatus } | null };

export type PurchaseSubscriptionMutationVariables = Exact<{
  input: PurchaseInput;
}>;


export type PurchaseSubscriptionMutation = { purchase: { redirectUrl: string, paymentId: string } };

export type PurchaseTokensMutationVariables = Exact<{
  amountTokens: number;
  redirectAfterPayment?: string | null | undefined;
  paymentSystem?: string | null | undefined;
  promoCodeUrlKey?: string | null | undefined;
  getParams?: Array<GetParamInput> | GetParamInput | null | undefined;
}>;


export type PurchaseTokensMutation = { purchaseEcosystem: { redirectUrl: string, paymentId: string } };

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
export const MoneySubscriptionFragmentDoc = new TypedDocumentString(`
    fragment MoneySubscription on UserSubscription {
  endsAt
  createdAt
  refillScheduledAt
  isRenewable
  isAlreadyEnded
  type {
    id
    title
    durationInMonths
    tokensPerMonth
    price
  }
}
    `, {"fragmentName":"MoneySubscription"}) as unknown as TypedDocumentString<MoneySubscriptionFragment, unknown>;
export const MoneyAccountFieldsFragmentDoc = new TypedDocumentString(`
    fragment MoneyAccountFields on User {
  id
  balance {
    balanceCoins
    balanceBonuses
    balanceTokens
    balanceTrials
    detailedBalance {
      subscription_tokens
      permanent_tokens
      temporary_tokens
    }
  }
  userCurrentSubscription {
    ...MoneySubscription
  }
  latestSubscription {
    ...MoneySubscription
  }
}
    fragment MoneySubscription on UserSubscription {
  endsAt
  createdAt
  refillScheduledAt
  isRenewable
  isAlreadyEnded
  type {
    id
    title
    durationInMonths
    tokensPerMonth
    price
  }
}`, {"fragmentName":"MoneyAccountFields"}) as unknown as TypedDocumentString<MoneyAccountFieldsFragment, unknown>;
export const MoneyAccountDocument = new TypedDocumentString(`
    query MoneyAccount {
  me {
    ...MoneyAccountFields
  }
}
    fragment MoneySubscription on UserSubscription {
  endsAt
  createdAt
  refillScheduledAt
  isRenewable
  isAlreadyEnded
  type {
    id
    title
    durationInMonths
    tokensPerMonth
    price
  }
}
fragment MoneyAccountFields on User {
  id
  balance {
    balanceCoins
    balanceBonuses
    balanceTokens
    balanceTrials
    detailedBalance {
      subscription_tokens
      permanent_tokens
      temporary_tokens
    }
  }
  userCurrentSubscription {
    ...MoneySubscription
  }
  latestSubscription {
    ...MoneySubscription
  }
}`) as unknown as TypedDocumentString<MoneyAccountQuery, MoneyAccountQueryVariables>;
export const SubscriptionFrozenDocument = new TypedDocumentString(`
    query SubscriptionFrozen {
  isFrozenCurrentSubscription
}
    `) as unknown as TypedDocumentString<SubscriptionFrozenQuery, SubscriptionFrozenQueryVariables>;
export const CancelSubscriptionDocument = new TypedDocumentString(`
    mutation CancelSubscription {
  cancelCurrentSubscription
}
    `) as unknown as TypedDocumentString<CancelSubscriptionMutation, CancelSubscriptionMutationVariables>;
export const ReactivateSubscriptionDocument = new TypedDocumentString(`
    mutation ReactivateSubscription {
  reactivateCurrentSubscription
}
    `) as unknown as TypedDocumentString<ReactivateSubscriptionMutation, ReactivateSubscriptionMutationVariables>;
export const FreezeSubscriptionDocument = new TypedDocumentString(`
    mutation FreezeSubscription {
  freezeCurrentSubscriptionForSummer
}
    `) as unknown as TypedDocumentString<FreezeSubscriptionMutation, FreezeSubscriptionMutationVariables>;
export const SubscriptionPageDocument = new TypedDocumentString(`
    query SubscriptionPage($tariffGroup: String, $experimentGroup: String, $promoCodeUrlKey: String) {
  me {
    ...MoneyAccountFields
  }
  subscriptionTypes(
    tariffGroup: $tariffGroup
    experimentGroup: $experimentGroup
    promoCodeUrlKey: $promoCodeUrlKey
  ) {
    id
    title
    tokensPerMonth
    bonusesPerPurchase
    price
    durationInMonths
    isAvailable
    productId
    productPriceId
    monthlyPrice
    benefit
    isBestOffer
    discountInfo {
      price
      promocode
    }
  }
}
    fragment MoneySubscription on UserSubscription {
  endsAt
  createdAt
  refillScheduledAt
  isRenewable
  isAlreadyEnded
  type {
    id
    title
    durationInMonths
    tokensPerMonth
    price
  }
}
fragment MoneyAccountFields on User {
  id
  balance {
    balanceCoins
    balanceBonuses
    balanceTokens
    balanceTrials
    detailedBalance {
      subscription_tokens
      permanent_tokens
      temporary_tokens
    }
  }
  userCurrentSubscription {
    ...MoneySubscription
  }
  latestSubscription {
    ...MoneySubscription
  }
}`) as unknown as TypedDocumentString<SubscriptionPageQuery, SubscriptionPageQueryVariables>;
export const CouponByPromoCodeDocument = new TypedDocumentString(`
    query CouponByPromoCode($promoCode: String!) {
  getCouponDetailsByPromoCode(promoCode: $promoCode) {
    isApplicable
    applyOnType
    applicableProducts
    applicableProductPrices
    amount
    amountType
    promoCode
    promoCodeUrlKey
    userDescription
    durationType
    intervalCount
    intervalUnit
  }
}
    `) as unknown as TypedDocumentString<CouponByPromoCodeQuery, CouponByPromoCodeQueryVariables>;
export const CouponByPromoCodeUrlKeyDocument = new TypedDocumentString(`
    query CouponByPromoCodeUrlKey($promoCodeUrlKey: String!) {
  getCouponDetailsByPromoCodeUrlKey(promoCodeUrlKey: $promoCodeUrlKey) {
    isApplicable
    applyOnType
    applicableProducts
    applicableProductPrices
    amount
    amountType
    promoCode
    promoCodeUrlKey
    userDescription
    durationType
    intervalCount
    intervalUnit
  }
}
    `) as unknown as TypedDocumentString<CouponByPromoCodeUrlKeyQuery, CouponByPromoCodeUrlKeyQueryVariables>;
export const TokensPackagesDocument = new TypedDocumentString(`
    query TokensPackages {
  getAvailableTokensPackages {
    tokens
    price
  }
}
    `) as unknown as TypedDocumentString<TokensPackagesQuery, TokensPackagesQueryVariables>;
export const PaymentStatusDocument = new TypedDocumentString(`
    query PaymentStatus($id: ID!) {
  payment(id: $id) {
    id
    kind
    status
  }
}
    `) as unknown as TypedDocumentString<PaymentStatusQuery, PaymentStatusQueryVariables>;
export const PurchaseSubscriptionDocument = new TypedDocumentString(`
    mutation PurchaseSubscription($input: PurchaseInput!) {
  purchase(input: $input) {
    redirectUrl
    paymentId
  }
}
    `) as unknown as TypedDocumentString<PurchaseSubscriptionMutation, PurchaseSubscriptionMutationVariables>;
export const PurchaseTokensDocument = new TypedDocumentString(`
    mutation PurchaseTokens($amountTokens: Int!, $redirectAfterPayment: String, $paymentSystem: String, $promoCodeUrlKey: String, $getParams: [GetParamInput!]) {
  purchaseEcosystem(
    amountTokens: $amountTokens
    redirectAfterPayment: $redirectAfterPayment
    paymentSystem: $paymentSystem
    promoCodeUrlKey: $promoCodeUrlKey
    getParams: $getParams
  ) {
    redirectUrl
    paymentId
  }
}
    `) as unknown as TypedDocumentString<PurchaseTokensMutation, PurchaseTokensMutationVariables>;