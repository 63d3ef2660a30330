/* eslint-disable */
/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
import type { DocumentTypeDecoration } from '@graphql-typed-document-node/core';
export type AuthCodeChannel =
  | 'call'
  | 'email'
  | 'sms'
  | 'telegram';

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

export type RequestAuthCodeMutationVariables = Exact<{
  phone?: string | null | undefined;
  email?: string | null | undefined;
  channel?: AuthCodeChannel | null | undefined;
  sourceKey?: string | null | undefined;
  fingerprint?: string | null | undefined;
  getParams?: Array<GetParamInput> | GetParamInput | null | undefined;
  sourceAppType?: string | null | undefined;
  subscribeToAdvertising?: boolean | null | undefined;
  consentToTheProcessingOfPersonalData?: boolean | null | undefined;
  referrerId?: string | null | undefined;
}>;


export type RequestAuthCodeMutation = { requestAuthCode: { isSent: boolean, channel: AuthCodeChannel, resendAfterSeconds: number, expiresInSeconds: number } };

export type RequestApiTokenMutationVariables = Exact<{
  phone?: string | null | undefined;
  email?: string | null | undefined;
  code: string;
}>;


export type RequestApiTokenMutation = { requestApiToken: { token: string } };

export type RequestTelegramApiTokenMutationVariables = Exact<{
  code: string;
  fingerprint?: string | null | undefined;
}>;


export type RequestTelegramApiTokenMutation = { requestTelegramApiToken: { token: string } };

export type GetAuthTokenByIdMutationVariables = Exact<{
  authTokenId: string;
}>;


export type GetAuthTokenByIdMutation = { getAuthTokenById: { token: string } };

export type RequestClientBotLinkMutationVariables = Exact<{
  getParams?: Array<GetParamInput> | GetParamInput | null | undefined;
  sourceKey?: string | null | undefined;
  fingerprint?: string | null | undefined;
  sourceAppType?: string | null | undefined;
  subscribeToAdvertising?: boolean | null | undefined;
  consentToTheProcessingOfPersonalData?: boolean | null | undefined;
  source?: string | null | undefined;
}>;


export type RequestClientBotLinkMutation = { requestClientBotLink: { bot_link: string } };

export type LogoutMutationVariables = Exact<{ [key: string]: never; }>;


export type LogoutMutation = { logout: boolean };

export type LastActiveMassAlertQueryVariables = Exact<{ [key: string]: never; }>;


export type LastActiveMassAlertQuery = { getLastActiveMassAlert: { isActive: boolean, text: string } | null };

export type MeQueryVariables = Exact<{ [key: string]: never; }>;


export type MeQuery = { me: { id: string, name: string | null, email: string | null, role: { id: number, title: string } } | null };

export type MoneyAccountQueryVariables = Exact<{ [key: string]: never; }>;


export type MoneyAccountQuery = { me: { id: string, balance: { balanceCoins: number, balanceBonuses: number, balanceTokens: number, balanceTrials: number }, userCurrentSubscription: { endsAt: string, refillScheduledAt: string | null, isRenewable: boolean, type: { id: number, title: string, durationInMonths: number, tokensPerMonth: number } } | null } | null };

export type SubscriptionPageQueryVariables = Exact<{
  tariffGroup?: string | null | undefined;
  promoCodeUrlKey?: string | null | undefined;
}>;


export type SubscriptionPageQuery = { me: { id: string, balance: { balanceCoins: number, balanceBonuses: number, balanceTokens: number, balanceTrials: number }, userCurrentSubscription: { endsAt: string, refillScheduledAt: string | null, isRenewable: boolean, type: { id: number, title: string, durationInMonths: number, tokensPerMonth: number } } | null } | null, subscriptionTypes: Array<{ id: number, title: string, tokensPerMonth: number, bonusesPerPurchase: number, price: number, durationInMonths: number, isAvailable: boolean, productId: string, productPriceId: number, monthlyPrice: number, benefit: number, isBestOffer: boolean, discountInfo: { price: number, promocode: string } | null }> };

export type CouponByPromoCodeQueryVariables = Exact<{
  promoCode: string;
}>;


export type CouponByPromoCodeQuery = { getCouponDetailsByPromoCode: { isApplicable: boolean, amount: number, amountType: string, promoCode: string, promoCodeUrlKey: string, userDescription: string | null } };

export type CouponByPromoCodeUrlKeyQueryVariables = Exact<{
  promoCodeUrlKey: string;
}>;


export type CouponByPromoCodeUrlKeyQuery = { getCouponDetailsByPromoCodeUrlKey: { isApplicable: boolean, amount: number, amountType: string, promoCode: string, promoCodeUrlKey: string, userDescription: string | null } };

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
}>;


export type PurchaseTokensMutation = { purchaseEcosystem: { redirectUrl: string, paymentId: string } };

export type ProfileFieldsFragment = { id: string, name: string | null, email: string | null, phone: string | null, avatar: string | null, isMemoryEnabled: boolean, emailVerifiedAt: string | null, telegramIsAttached: boolean, receiptEmail: string | null, receiptPhone: string | null, role: { id: number }, notificationChannel: { id: number, title: string } | null, restriction: { description: string | null, removeAt: string | null, canLogin: boolean, canCreateOrders: boolean, canCreatePayIns: boolean, reason: { title: string | null, description: string | null } | null } | null };

export type ProfileQueryVariables = Exact<{ [key: string]: never; }>;


export type ProfileQuery = { me: { id: string, name: string | null, email: string | null, phone: string | null, avatar: string | null, isMemoryEnabled: boolean, emailVerifiedAt: string | null, telegramIsAttached: boolean, receiptEmail: string | null, receiptPhone: string | null, role: { id: number }, notificationChannel: { id: number, title: string } | null, restriction: { description: string | null, removeAt: string | null, canLogin: boolean, canCreateOrders: boolean, canCreatePayIns: boolean, reason: { title: string | null, description: string | null } | null } | null } | null, notificationChannels: Array<{ id: number, title: string }> };

export type UpdateUserInformationMutationVariables = Exact<{
  email?: string | null | undefined;
  name?: string | null | undefined;
  notificationChannelId?: number | null | undefined;
  isMemoryEnabled?: boolean | null | undefined;
}>;


export type UpdateUserInformationMutation = { updateUserInformation: { id: string, name: string | null, email: string | null, phone: string | null, avatar: string | null, isMemoryEnabled: boolean, emailVerifiedAt: string | null, telegramIsAttached: boolean, receiptEmail: string | null, receiptPhone: string | null, role: { id: number }, notificationChannel: { id: number, title: string } | null, restriction: { description: string | null, removeAt: string | null, canLogin: boolean, canCreateOrders: boolean, canCreatePayIns: boolean, reason: { title: string | null, description: string | null } | null } | null } };

export type UpdateUserReceiptFieldsMutationVariables = Exact<{
  receiptPhone?: string | null | undefined;
  receiptEmail?: string | null | undefined;
}>;


export type UpdateUserReceiptFieldsMutation = { updateUserReceiptFields: { id: string, name: string | null, email: string | null, phone: string | null, avatar: string | null, isMemoryEnabled: boolean, emailVerifiedAt: string | null, telegramIsAttached: boolean, receiptEmail: string | null, receiptPhone: string | null, role: { id: number }, notificationChannel: { id: number, title: string } | null, restriction: { description: string | null, removeAt: string | null, canLogin: boolean, canCreateOrders: boolean, canCreatePayIns: boolean, reason: { title: string | null, description: string | null } | null } | null } };

export type SendVerificationEmailMutationVariables = Exact<{ [key: string]: never; }>;


export type SendVerificationEmailMutation = { sendVerificationEmail: boolean };

export type AttachPhoneMutationVariables = Exact<{
  phone: string;
  code: string;
}>;


export type AttachPhoneMutation = { attachPhone: { id: string, name: string | null, email: string | null, phone: string | null, avatar: string | null, isMemoryEnabled: boolean, emailVerifiedAt: string | null, telegramIsAttached: boolean, receiptEmail: string | null, receiptPhone: string | null, role: { id: number }, notificationChannel: { id: number, title: string } | null, restriction: { description: string | null, removeAt: string | null, canLogin: boolean, canCreateOrders: boolean, canCreatePayIns: boolean, reason: { title: string | null, description: string | null } | null } | null } };

export type RecentOrdersQueryVariables = Exact<{ [key: string]: never; }>;


export type RecentOrdersQuery = { me: { id: string, recentOrders: Array<{ id: string, kind: string | null, title: string | null, createdAt: string }> } | null };

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
export const ProfileFieldsFragmentDoc = new TypedDocumentString(`
    fragment ProfileFields on User {
  id
  name
  email
  phone
  avatar
  isMemoryEnabled
  emailVerifiedAt
  telegramIsAttached
  receiptEmail
  receiptPhone
  role {
    id
  }
  notificationChannel {
    id
    title
  }
  restriction {
    description
    removeAt
    canLogin
    canCreateOrders
    canCreatePayIns
    reason {
      title
      description
    }
  }
}
    `, {"fragmentName":"ProfileFields"}) as unknown as TypedDocumentString<ProfileFieldsFragment, unknown>;
export const RequestAuthCodeDocument = new TypedDocumentString(`
    mutation RequestAuthCode($phone: String, $email: String, $channel: AuthCodeChannel, $sourceKey: String, $fingerprint: String, $getParams: [GetParamInput!], $sourceAppType: String, $subscribeToAdvertising: Boolean, $consentToTheProcessingOfPersonalData: Boolean, $referrerId: String) {
  requestAuthCode(
    phone: $phone
    email: $email
    channel: $channel
    roleId: 1
    sourceKey: $sourceKey
    fingerprint: $fingerprint
    getParams: $getParams
    sourceAppType: $sourceAppType
    subscribeToAdvertising: $subscribeToAdvertising
    consentToTheProcessingOfPersonalData: $consentToTheProcessingOfPersonalData
    referrerId: $referrerId
  ) {
    isSent
    channel
    resendAfterSeconds
    expiresInSeconds
  }
}
    `) as unknown as TypedDocumentString<RequestAuthCodeMutation, RequestAuthCodeMutationVariables>;
export const RequestApiTokenDocument = new TypedDocumentString(`
    mutation RequestApiToken($phone: String, $email: String, $code: String!) {
  requestApiToken(phone: $phone, email: $email, code: $code) {
    token
  }
}
    `) as unknown as TypedDocumentString<RequestApiTokenMutation, RequestApiTokenMutationVariables>;
export const RequestTelegramApiTokenDocument = new TypedDocumentString(`
    mutation RequestTelegramApiToken($code: String!, $fingerprint: String) {
  requestTelegramApiToken(code: $code, fingerprint: $fingerprint) {
    token
  }
}
    `) as unknown as TypedDocumentString<RequestTelegramApiTokenMutation, RequestTelegramApiTokenMutationVariables>;
export const GetAuthTokenByIdDocument = new TypedDocumentString(`
    mutation GetAuthTokenById($authTokenId: String!) {
  getAuthTokenById(authTokenId: $authTokenId) {
    token
  }
}
    `) as unknown as TypedDocumentString<GetAuthTokenByIdMutation, GetAuthTokenByIdMutationVariables>;
export const RequestClientBotLinkDocument = new TypedDocumentString(`
    mutation RequestClientBotLink($getParams: [GetParamInput!], $sourceKey: String, $fingerprint: String, $sourceAppType: String, $subscribeToAdvertising: Boolean, $consentToTheProcessingOfPersonalData: Boolean, $source: String) {
  requestClientBotLink(
    getParams: $getParams
    sourceKey: $sourceKey
    fingerprint: $fingerprint
    sourceAppType: $sourceAppType
    subscribeToAdvertising: $subscribeToAdvertising
    consentToTheProcessingOfPersonalData: $consentToTheProcessingOfPersonalData
    source: $source
  ) {
    bot_link
  }
}
    `) as unknown as TypedDocumentString<RequestClientBotLinkMutation, RequestClientBotLinkMutationVariables>;
export const LogoutDocument = new TypedDocumentString(`
    mutation Logout {
  logout
}
    `) as unknown as TypedDocumentString<LogoutMutation, LogoutMutationVariables>;
export const LastActiveMassAlertDocument = new TypedDocumentString(`
    query LastActiveMassAlert {
  getLastActiveMassAlert {
    isActive
    text
  }
}
    `) as unknown as TypedDocumentString<LastActiveMassAlertQuery, LastActiveMassAlertQueryVariables>;
export const MeDocument = new TypedDocumentString(`
    query Me {
  me {
    id
    name
    email
    role {
      id
      title
    }
  }
}
    `) as unknown as TypedDocumentString<MeQuery, MeQueryVariables>;
export const MoneyAccountDocument = new TypedDocumentString(`
    query MoneyAccount {
  me {
    id
    balance {
      balanceCoins
      balanceBonuses
      balanceTokens
      balanceTrials
    }
    userCurrentSubscription {
      endsAt
      refillScheduledAt
      isRenewable
      type {
        id
        title
        durationInMonths
        tokensPerMonth
      }
    }
  }
}
    `) as unknown as TypedDocumentString<MoneyAccountQuery, MoneyAccountQueryVariables>;
export const SubscriptionPageDocument = new TypedDocumentString(`
    query SubscriptionPage($tariffGroup: String, $promoCodeUrlKey: String) {
  me {
    id
    balance {
      balanceCoins
      balanceBonuses
      balanceTokens
      balanceTrials
    }
    userCurrentSubscription {
      endsAt
      refillScheduledAt
      isRenewable
      type {
        id
        title
        durationInMonths
        tokensPerMonth
      }
    }
  }
  subscriptionTypes(tariffGroup: $tariffGroup, promoCodeUrlKey: $promoCodeUrlKey) {
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
    `) as unknown as TypedDocumentString<SubscriptionPageQuery, SubscriptionPageQueryVariables>;
export const CouponByPromoCodeDocument = new TypedDocumentString(`
    query CouponByPromoCode($promoCode: String!) {
  getCouponDetailsByPromoCode(promoCode: $promoCode) {
    isApplicable
    amount
    amountType
    promoCode
    promoCodeUrlKey
    userDescription
  }
}
    `) as unknown as TypedDocumentString<CouponByPromoCodeQuery, CouponByPromoCodeQueryVariables>;
export const CouponByPromoCodeUrlKeyDocument = new TypedDocumentString(`
    query CouponByPromoCodeUrlKey($promoCodeUrlKey: String!) {
  getCouponDetailsByPromoCodeUrlKey(promoCodeUrlKey: $promoCodeUrlKey) {
    isApplicable
    amount
    amountType
    promoCode
    promoCodeUrlKey
    userDescription
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
    mutation PurchaseTokens($amountTokens: Int!, $redirectAfterPayment: String, $paymentSystem: String) {
  purchaseEcosystem(
    amountTokens: $amountTokens
    redirectAfterPayment: $redirectAfterPayment
    paymentSystem: $paymentSystem
  ) {
    redirectUrl
    paymentId
  }
}
    `) as unknown as TypedDocumentString<PurchaseTokensMutation, PurchaseTokensMutationVariables>;
export const ProfileDocument = new TypedDocumentString(`
    query Profile {
  me {
    ...ProfileFields
  }
  notificationChannels {
    id
    title
  }
}
    fragment ProfileFields on User {
  id
  name
  email
  phone
  avatar
  isMemoryEnabled
  emailVerifiedAt
  telegramIsAttached
  receiptEmail
  receiptPhone
  role {
    id
  }
  notificationChannel {
    id
    title
  }
  restriction {
    description
    removeAt
    canLogin
    canCreateOrders
    canCreatePayIns
    reason {
      title
      description
    }
  }
}`) as unknown as TypedDocumentString<ProfileQuery, ProfileQueryVariables>;
export const UpdateUserInformationDocument = new TypedDocumentString(`
    mutation UpdateUserInformation($email: String, $name: String, $notificationChannelId: Int, $isMemoryEnabled: Boolean) {
  updateUserInformation(
    email: $email
    name: $name
    notificationChannelId: $notificationChannelId
    isMemoryEnabled: $isMemoryEnabled
  ) {
    ...ProfileFields
  }
}
    fragment ProfileFields on User {
  id
  name
  email
  phone
  avatar
  isMemoryEnabled
  emailVerifiedAt
  telegramIsAttached
  receiptEmail
  receiptPhone
  role {
    id
  }
  notificationChannel {
    id
    title
  }
  restriction {
    description
    removeAt
    canLogin
    canCreateOrders
    canCreatePayIns
    reason {
      title
      description
    }
  }
}`) as unknown as TypedDocumentString<UpdateUserInformationMutation, UpdateUserInformationMutationVariables>;
export const UpdateUserReceiptFieldsDocument = new TypedDocumentString(`
    mutation UpdateUserReceiptFields($receiptPhone: String, $receiptEmail: String) {
  updateUserReceiptFields(
    receiptPhone: $receiptPhone
    receiptEmail: $receiptEmail
  ) {
    ...ProfileFields
  }
}
    fragment ProfileFields on User {
  id
  name
  email
  phone
  avatar
  isMemoryEnabled
  emailVerifiedAt
  telegramIsAttached
  receiptEmail
  receiptPhone
  role {
    id
  }
  notificationChannel {
    id
    title
  }
  restriction {
    description
    removeAt
    canLogin
    canCreateOrders
    canCreatePayIns
    reason {
      title
      description
    }
  }
}`) as unknown as TypedDocumentString<UpdateUserReceiptFieldsMutation, UpdateUserReceiptFieldsMutationVariables>;
export const SendVerificationEmailDocument = new TypedDocumentString(`
    mutation SendVerificationEmail {
  sendVerificationEmail
}
    `) as unknown as TypedDocumentString<SendVerificationEmailMutation, SendVerificationEmailMutationVariables>;
export const AttachPhoneDocument = new TypedDocumentString(`
    mutation AttachPhone($phone: String!, $code: String!) {
  attachPhone(phone: $phone, code: $code) {
    ...ProfileFields
  }
}
    fragment ProfileFields on User {
  id
  name
  email
  phone
  avatar
  isMemoryEnabled
  emailVerifiedAt
  telegramIsAttached
  receiptEmail
  receiptPhone
  role {
    id
  }
  notificationChannel {
    id
    title
  }
  restriction {
    description
    removeAt
    canLogin
    canCreateOrders
    canCreatePayIns
    reason {
      title
      description
    }
  }
}`) as unknown as TypedDocumentString<AttachPhoneMutation, AttachPhoneMutationVariables>;
export const RecentOrdersDocument = new TypedDocumentString(`
    query RecentOrders {
  me {
    id
    recentOrders {
      id
      kind
      title
      createdAt
    }
  }
}
    `) as unknown as TypedDocumentString<RecentOrdersQuery, RecentOrdersQueryVariables>;