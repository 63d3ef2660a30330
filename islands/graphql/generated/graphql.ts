/* eslint-disable */
/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
import type { DocumentTypeDecoration } from '@graphql-typed-document-node/core';
export type AiEssayOrderTitlePageDataInput = {
  department?: string | null | undefined;
  faculty?: string | null | undefined;
  fullName?: string | null | undefined;
  group?: string | null | undefined;
  institutionCity?: string | null | undefined;
  institutionTitle?: string | null | undefined;
  ministry?: string | null | undefined;
  specialty?: string | null | undefined;
  subject?: string | null | undefined;
  teacherName?: string | null | undefined;
  workType?: string | null | undefined;
  year?: number | null | undefined;
};

/** A chapter as the wizard shows it; a leading «Введение» and a trailing «Заключение» are dropped. */
export type AiEssayOutlineChapterInput = {
  subchapters: Array<AiEssayOutlineSubchapterInput>;
  title: string;
};

export type AiEssayOutlineSubchapterInput = {
  title: string;
};

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

export type EssayWorkTypeFieldsFragment = { id: number, slug: string, title: string, buttonLabel: string, descriptor: string, formTitle: string, isSmall: boolean, isAvailable: boolean };

export type EssayOrderFieldsFragment = { id: string, unifiedOrderId: string | null, status: number, previousStatus: number | null, topic: string, taskDetails: string | null, numberOfPages: number | null, goal: string | null, idea: string | null, shouldGenerateFakeIntroduction: boolean, fakeIntroduction: string | null, isPaid: boolean, referenceSearchStatus: string | null, aiProvider: string | null, errorMessage: string | null, updatedAt: string, orderWorkType: { id: number, slug: string, title: string, buttonLabel: string, descriptor: string, formTitle: string, isSmall: boolean, isAvailable: boolean }, outline: Array<{ title: string, subchapters: Array<{ title: string }> }> | null, references: Array<{ id: string, status: string, referenceData: { title: string, author: string | null, year: number | null, source: string | null, url: string | null, formatted: string | null } }>, finalText: Array<{ key: string, title: string, level: number, text: string }> | null, titlePageData: { ministry: string | null, institutionTitle: string | null, faculty: string | null, department: string | null, specialty: string | null, subject: string | null, workType: string | null, fullName: string | null, group: string | null, teacherName: string | null, institutionCity: string | null, year: number | null } | null };

export type EssayTitlePageFieldsFragment = { ministry: string | null, institutionTitle: string | null, faculty: string | null, department: string | null, specialty: string | null, subject: string | null, workType: string | null, fullName: string | null, group: string | null, teacherName: string | null, institutionCity: string | null, year: number | null };

export type EssayWorkTypesQueryVariables = Exact<{ [key: string]: never; }>;


export type EssayWorkTypesQuery = { aiEssayOrderWorkTypes: Array<{ id: number, slug: string, title: string, buttonLabel: string, descriptor: string, formTitle: string, isSmall: boolean, isAvailable: boolean }> };

export type EssayOrderQueryVariables = Exact<{
  unifiedOrderId: string | number;
}>;


export type EssayOrderQuery = { getAiEssayOrderById: { id: string, unifiedOrderId: string | null, status: number, previousStatus: number | null, topic: string, taskDetails: string | null, numberOfPages: number | null, goal: string | null, idea: string | null, shouldGenerateFakeIntroduction: boolean, fakeIntroduction: string | null, isPaid: boolean, referenceSearchStatus: string | null, aiProvider: string | null, errorMessage: string | null, updatedAt: string, orderWorkType: { id: number, slug: string, title: string, buttonLabel: string, descriptor: string, formTitle: string, isSmall: boolean, isAvailable: boolean }, outline: Array<{ title: string, subchapters: Array<{ title: string }> }> | null, references: Array<{ id: string, status: string, referenceData: { title: string, author: string | null, year: number | null, source: string | null, url: string | null, formatted: string | null } }>, finalText: Array<{ key: string, title: string, level: number, text: string }> | null, titlePageData: { ministry: string | null, institutionTitle: string | null, faculty: string | null, department: string | null, specialty: string | null, subject: string | null, workType: string | null, fullName: string | null, group: string | null, teacherName: string | null, institutionCity: string | null, year: number | null } | null } | null };

export type LastEssayTitlePageQueryVariables = Exact<{ [key: string]: never; }>;


export type LastEssayTitlePageQuery = { lastAiEssayOrderTitlePageData: { ministry: string | null, institutionTitle: string | null, faculty: string | null, department: string | null, specialty: string | null, subject: string | null, workType: string | null, fullName: string | null, group: string | null, teacherName: string | null, institutionCity: string | null, year: number | null } | null };

export type CreateEssayOrderMutationVariables = Exact<{
  topic: string;
  workTypeId: number;
}>;


export type CreateEssayOrderMutation = { createAiEssayOrder: { id: string, unifiedOrderId: string | null } };

export type EditEssayRequirementsMutationVariables = Exact<{
  id: string | number;
  topic: string;
  numberOfPages: number;
  idea?: string | null | undefined;
  goal?: string | null | undefined;
  taskDetails?: string | null | undefined;
}>;


export type EditEssayRequirementsMutation = { editAiEssayOrderRequirements: { id: string, unifiedOrderId: string | null, status: number, previousStatus: number | null, topic: string, taskDetails: string | null, numberOfPages: number | null, goal: string | null, idea: string | null, shouldGenerateFakeIntroduction: boolean, fakeIntroduction: string | null, isPaid: boolean, referenceSearchStatus: string | null, aiProvider: string | null, errorMessage: string | null, updatedAt: string, orderWorkType: { id: number, slug: string, title: string, buttonLabel: string, descriptor: string, formTitle: string, isSmall: boolean, isAvailable: boolean }, outline: Array<{ title: string, subchapters: Array<{ title: string }> }> | null, references: Array<{ id: string, status: string, referenceData: { title: string, author: string | null, year: number | null, source: string | null, url: string | null, formatted: string | null } }>, finalText: Array<{ key: string, title: string, level: number, text: string }> | null, titlePageData: { ministry: string | null, institutionTitle: string | null, faculty: string | null, department: string | null, specialty: string | null, subject: string | null, workType: string | null, fullName: string | null, group: string | null, teacherName: string | null, institutionCity: string | null, year: number | null } | null } };

export type GenerateEssayOutlineMutationVariables = Exact<{
  id: string | number;
}>;


export type GenerateEssayOutlineMutation = { generateAiEssayOrderOutline: { id: string, unifiedOrderId: string | null, status: number, previousStatus: number | null, topic: string, taskDetails: string | null, numberOfPages: number | null, goal: string | null, idea: string | null, shouldGenerateFakeIntroduction: boolean, fakeIntroduction: string | null, isPaid: boolean, referenceSearchStatus: string | null, aiProvider: string | null, errorMessage: string | null, updatedAt: string, orderWorkType: { id: number, slug: string, title: string, buttonLabel: string, descriptor: string, formTitle: string, isSmall: boolean, isAvailable: boolean }, outline: Array<{ title: string, subchapters: Array<{ title: string }> }> | null, references: Array<{ id: string, status: string, referenceData: { title: string, author: string | null, year: number | null, source: string | null, url: string | null, formatted: string | null } }>, finalText: Array<{ key: string, title: string, level: number, text: string }> | null, titlePageData: { ministry: string | null, institutionTitle: string | null, faculty: string | null, department: string | null, specialty: string | null, subject: string | null, workType: string | null, fullName: string | null, group: string | null, teacherName: string | null, institutionCity: string | null, year: number | null } | null } };

export type EditEssayOutlineMutationVariables = Exact<{
  id: string | number;
  outline: Array<AiEssayOutlineChapterInput> | AiEssayOutlineChapterInput;
}>;


export type EditEssayOutlineMutation = { editAiEssayOrderOutline: { id: string, unifiedOrderId: string | null, status: number, previousStatus: number | null, topic: string, taskDetails: string | null, numberOfPages: number | null, goal: string | null, idea: string | null, shouldGenerateFakeIntroduction: boolean, fakeIntroduction: string | null, isPaid: boolean, referenceSearchStatus: string | null, aiProvider: string | null, errorMessage: string | null, updatedAt: string, orderWorkType: { id: number, slug: string, title: string, buttonLabel: string, descriptor: string, formTitle: string, isSmall: boolean, isAvailable: boolean }, outline: Array<{ title: string, subchapters: Array<{ title: string }> }> | null, references: Array<{ id: string, status: string, referenceData: { title: string, author: string | null, year: number | null, source: string | null, url: string | null, formatted: string | null } }>, finalText: Array<{ key: string, title: string, level: number, text: string }> | null, titlePageData: { ministry: string | null, institutionTitle: string | null, faculty: string | null, department: string | null, specialty: string | null, subject: string | null, workType: string | null, fullName: string | null, group: string | null, teacherName: string | null, institutionCity: string | null, year: number | null } | null } };

export type SearchEssayReferencesMutationVariables = Exact<{
  id: string | number;
}>;


export type SearchEssayReferencesMutation = { searchAiEssayOrderReferences: { id: string, unifiedOrderId: string | null, status: number, previousStatus: number | null, topic: string, taskDetails: string | null, numberOfPages: number | null, goal: string | null, idea: string | null, shouldGenerateFakeIntroduction: boolean, fakeIntroduction: string | null, isPaid: boolean, referenceSearchStatus: string | null, aiProvider: string | null, errorMessage: string | null, updatedAt: string, orderWorkType: { id: number, slug: string, title: string, buttonLabel: string, descriptor: string, formTitle: string, isSmall: boolean, isAvailable: boolean }, outline: Array<{ title: string, subchapters: Array<{ title: string }> }> | null, references: Array<{ id: string, status: string, referenceData: { title: string, author: string | null, year: number | null, source: string | null, url: string | null, formatted: string | null } }>, finalText: Array<{ key: string, title: string, level: number, text: string }> | null, titlePageData: { ministry: string | null, institutionTitle: string | null, faculty: string | null, department: string | null, specialty: string | null, subject: string | null, workType: string | null, fullName: string | null, group: string | null, teacherName: string | null, institutionCity: string | null, year: number | null } | null } };

export type ApproveEssayReferencesMutationVariables = Exact<{
  id: string | number;
  referenceIds: Array<string | number> | string | number;
}>;


export type ApproveEssayReferencesMutation = { approveAiEssayOrderReferences: { id: string, unifiedOrderId: string | null, status: number, previousStatus: number | null, topic: string, taskDetails: string | null, numberOfPages: number | null, goal: string | null, idea: string | null, shouldGenerateFakeIntroduction: boolean, fakeIntroduction: string | null, isPaid: boolean, referenceSearchStatus: string | null, aiProvider: string | null, errorMessage: string | null, updatedAt: string, orderWorkType: { id: number, slug: string, title: string, buttonLabel: string, descriptor: string, formTitle: string, isSmall: boolean, isAvailable: boolean }, outline: Array<{ title: string, subchapters: Array<{ title: string }> }> | null, references: Array<{ id: string, status: string, referenceData: { title: string, author: string | null, year: number | null, source: string | null, url: string | null, formatted: string | null } }>, finalText: Array<{ key: string, title: string, level: number, text: string }> | null, titlePageData: { ministry: string | null, institutionTitle: string | null, faculty: string | null, department: string | null, specialty: string | null, subject: string | null, workType: string | null, fullName: string | null, group: string | null, teacherName: string | null, institutionCity: string | null, year: number | null } | null } };

export type PayEssayFromBalanceMutationVariables = Exact<{
  id: string | number;
}>;


export type PayEssayFromBalanceMutation = { tryToPayForAiEssayOrderFromBalance: { id: string, unifiedOrderId: string | null, status: number, previousStatus: number | null, topic: string, taskDetails: string | null, numberOfPages: number | null, goal: string | null, idea: string | null, shouldGenerateFakeIntroduction: boolean, fakeIntroduction: string | null, isPaid: boolean, referenceSearchStatus: string | null, aiProvider: string | null, errorMessage: string | null, updatedAt: string, orderWorkType: { id: number, slug: string, title: string, buttonLabel: string, descriptor: string, formTitle: string, isSmall: boolean, isAvailable: boolean }, outline: Array<{ title: string, subchapters: Array<{ title: string }> }> | null, references: Array<{ id: string, status: string, referenceData: { title: string, author: string | null, year: number | null, source: string | null, url: string | null, formatted: string | null } }>, finalText: Array<{ key: string, title: string, level: number, text: string }> | null, titlePageData: { ministry: string | null, institutionTitle: string | null, faculty: string | null, department: string | null, specialty: string | null, subject: string | null, workType: string | null, fullName: string | null, group: string | null, teacherName: string | null, institutionCity: string | null, year: number | null } | null } };

export type ContinueEssayProcessingMutationVariables = Exact<{
  id: string | number;
}>;


export type ContinueEssayProcessingMutation = { continueAiEssayOrderProcessing: { id: string, unifiedOrderId: string | null, status: number, previousStatus: number | null, topic: string, taskDetails: string | null, numberOfPages: number | null, goal: string | null, idea: string | null, shouldGenerateFakeIntroduction: boolean, fakeIntroduction: string | null, isPaid: boolean, referenceSearchStatus: string | null, aiProvider: string | null, errorMessage: string | null, updatedAt: string, orderWorkType: { id: number, slug: string, title: string, buttonLabel: string, descriptor: string, formTitle: string, isSmall: boolean, isAvailable: boolean }, outline: Array<{ title: string, subchapters: Array<{ title: string }> }> | null, references: Array<{ id: string, status: string, referenceData: { title: string, author: string | null, year: number | null, source: string | null, url: string | null, formatted: string | null } }>, finalText: Array<{ key: string, title: string, level: number, text: string }> | null, titlePageData: { ministry: string | null, institutionTitle: string | null, faculty: string | null, department: string | null, specialty: string | null, subject: string | null, workType: string | null, fullName: string | null, group: string | null, teacherName: string | null, institutionCity: string | null, year: number | null } | null } };

export type CreateEssayIntroductionMutationVariables = Exact<{
  id: string | number;
}>;


export type CreateEssayIntroductionMutation = { createIntroductionForAiEssayOrder: { id: string, unifiedOrderId: string | null, status: number, previousStatus: number | null, topic: string, taskDetails: string | null, numberOfPages: number | null, goal: string | null, idea: string | null, shouldGenerateFakeIntroduction: boolean, fakeIntroduction: string | null, isPaid: boolean, referenceSearchStatus: string | null, aiProvider: string | null, errorMessage: string | null, updatedAt: string, orderWorkType: { id: number, slug: string, title: string, buttonLabel: string, descriptor: string, formTitle: string, isSmall: boolean, isAvailable: boolean }, outline: Array<{ title: string, subchapters: Array<{ title: string }> }> | null, references: Array<{ id: string, status: string, referenceData: { title: string, author: string | null, year: number | null, source: string | null, url: string | null, formatted: string | null } }>, finalText: Array<{ key: string, title: string, level: number, text: string }> | null, titlePageData: { ministry: string | null, institutionTitle: string | null, faculty: string | null, department: string | null, specialty: string | null, subject: string | null, workType: string | null, fullName: string | null, group: string | null, teacherName: string | null, institutionCity: string | null, year: number | null } | null } };

export type SaveEssaySectionMutationVariables = Exact<{
  id: string | number;
  sectionKey: string;
  text: string;
}>;


export type SaveEssaySectionMutation = { saveEditedAiEssayOrderFinalText: { id: string, unifiedOrderId: string | null, status: number, previousStatus: number | null, topic: string, taskDetails: string | null, numberOfPages: number | null, goal: string | null, idea: string | null, shouldGenerateFakeIntroduction: boolean, fakeIntroduction: string | null, isPaid: boolean, referenceSearchStatus: string | null, aiProvider: string | null, errorMessage: string | null, updatedAt: string, orderWorkType: { id: number, slug: string, title: string, buttonLabel: string, descriptor: string, formTitle: string, isSmall: boolean, isAvailable: boolean }, outline: Array<{ title: string, subchapters: Array<{ title: string }> }> | null, references: Array<{ id: string, status: string, referenceData: { title: string, author: string | null, year: number | null, source: string | null, url: string | null, formatted: string | null } }>, finalText: Array<{ key: string, title: string, level: number, text: string }> | null, titlePageData: { ministry: string | null, institutionTitle: string | null, faculty: string | null, department: string | null, specialty: string | null, subject: string | null, workType: string | null, fullName: string | null, group: string | null, teacherName: string | null, institutionCity: string | null, year: number | null } | null } };

export type ResetEssayTextMutationVariables = Exact<{
  id: string | number;
}>;


export type ResetEssayTextMutation = { resetAiEssayOrderFinalText: { id: string, unifiedOrderId: string | null, status: number, previousStatus: number | null, topic: string, taskDetails: string | null, numberOfPages: number | null, goal: string | null, idea: string | null, shouldGenerateFakeIntroduction: boolean, fakeIntroduction: string | null, isPaid: boolean, referenceSearchStatus: string | null, aiProvider: string | null, errorMessage: string | null, updatedAt: string, orderWorkType: { id: number, slug: string, title: string, buttonLabel: string, descriptor: string, formTitle: string, isSmall: boolean, isAvailable: boolean }, outline: Array<{ title: string, subchapters: Array<{ title: string }> }> | null, references: Array<{ id: string, status: string, referenceData: { title: string, author: string | null, year: number | null, source: string | null, url: string | null, formatted: string | null } }>, finalText: Array<{ key: string, title: string, level: number, text: string }> | null, titlePageData: { ministry: string | null, institutionTitle: string | null, faculty: string | null, department: string | null, specialty: string | null, subject: string | null, workType: string | null, fullName: string | null, group: string | null, teacherName: string | null, institutionCity: string | null, year: number | null } | null } };

export type SaveEssayTitlePageMutationVariables = Exact<{
  id: string | number;
  input: AiEssayOrderTitlePageDataInput;
}>;


export type SaveEssayTitlePageMutation = { createOrUpdateAiEssayOrderTitlePageData: { ministry: string | null, institutionTitle: string | null, faculty: string | null, department: string | null, specialty: string | null, subject: string | null, workType: string | null, fullName: string | null, group: string | null, teacherName: string | null, institutionCity: string | null, year: number | null } };

export type LastActiveMassAlertQueryVariables = Exact<{ [key: string]: never; }>;


export type LastActiveMassAlertQuery = { getLastActiveMassAlert: { isActive: boolean, text: string } | null };

export type MeQueryVariables = Exact<{ [key: string]: never; }>;


export type MeQuery = { me: { id: string, name: string | null, email: string | null, role: { id: number, title: string } } | null };

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
  promoCodeUrlKey?: string | null | undefined;
}>;


export type SubscriptionPageQuery = { me: { id: string, balance: { balanceCoins: number, balanceBonuses: number, balanceTokens: number, balanceTrials: number, detailedBalance: { subscription_tokens: number, permanent_tokens: number, temporary_tokens: number } }, userCurrentSubscription: { endsAt: string, createdAt: string, refillScheduledAt: string | null, isRenewable: boolean, isAlreadyEnded: boolean, type: { id: number, title: string, durationInMonths: number, tokensPerMonth: number, price: number } } | null, latestSubscription: { endsAt: string, createdAt: string, refillScheduledAt: string | null, isRenewable: boolean, isAlreadyEnded: boolean, type: { id: number, title: string, durationInMonths: number, tokensPerMonth: number, price: number } } | null } | null, subscriptionTypes: Array<{ id: number, title: string, tokensPerMonth: number, bonusesPerPurchase: number, price: number, durationInMonths: number, isAvailable: boolean, productId: string, productPriceId: number, monthlyPrice: number, benefit: number, isBestOffer: boolean, discountInfo: { price: number, promocode: string } | null }> };

export type CouponByPromoCodeQueryVariables = Exact<{
  promoCode: string;
}>;


export type CouponByPromoCodeQuery = { getCouponDetailsByPromoCode: { isApplicable: boolean, applyOnType: string, applicableProducts: Array<string>, applicableProductPrices: Array<number>, amount: number, amountType: string, promoCode: string, promoCodeUrlKey: string, userDescription: string | null } };

export type CouponByPromoCodeUrlKeyQueryVariables = Exact<{
  promoCodeUrlKey: string;
}>;


export type CouponByPromoCodeUrlKeyQuery = { getCouponDetailsByPromoCodeUrlKey: { isApplicable: boolean, applyOnType: string, applicableProducts: Array<string>, applicableProductPrices: Array<number>, amount: number, amountType: string, promoCode: string, promoCodeUrlKey: string, userDescription: string | null } };

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

export type FriendsQueryVariables = Exact<{ [key: string]: never; }>;


export type FriendsQuery = { me: { id: string, referralId: string, referrerStats: { earnedTokens: number, registrations: number, subscriptions: number, rewardTokens: number } } | null };

export type InfluencerPaymentFormQueryVariables = Exact<{
  title?: string | null | undefined;
}>;


export type InfluencerPaymentFormQuery = { getInfluencerByAppEntryTitle: { paymentFormText: string | null, promoCode: { code: string, urlKey: string, isActive: boolean } | null } | null };

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
export const EssayWorkTypeFieldsFragmentDoc = new TypedDocumentString(`
    fragment EssayWorkTypeFields on AiEssayOrderWorkType {
  id
  slug
  title
  buttonLabel
  descriptor
  formTitle
  isSmall
  isAvailable
}
    `, {"fragmentName":"EssayWorkTypeFields"}) as unknown as TypedDocumentString<EssayWorkTypeFieldsFragment, unknown>;
export const EssayTitlePageFieldsFragmentDoc = new TypedDocumentString(`
    fragment EssayTitlePageFields on AiEssayOrderTitlePageData {
  ministry
  institutionTitle
  faculty
  department
  specialty
  subject
  workType
  fullName
  group
  teacherName
  institutionCity
  year
}
    `, {"fragmentName":"EssayTitlePageFields"}) as unknown as TypedDocumentString<EssayTitlePageFieldsFragment, unknown>;
export const EssayOrderFieldsFragmentDoc = new TypedDocumentString(`
    fragment EssayOrderFields on AiEssayOrder {
  id
  unifiedOrderId
  status
  previousStatus
  topic
  taskDetails
  numberOfPages
  goal
  idea
  shouldGenerateFakeIntroduction
  fakeIntroduction
  isPaid
  referenceSearchStatus
  aiProvider
  errorMessage
  updatedAt
  orderWorkType {
    ...EssayWorkTypeFields
  }
  outline {
    title
    subchapters {
      title
    }
  }
  references {
    id
    status
    referenceData {
      title
      author
      year
      source
      url
      formatted
    }
  }
  finalText {
    key
    title
    level
    text
  }
  titlePageData {
    ...EssayTitlePageFields
  }
}
    fragment EssayWorkTypeFields on AiEssayOrderWorkType {
  id
  slug
  title
  buttonLabel
  descriptor
  formTitle
  isSmall
  isAvailable
}
fragment EssayTitlePageFields on AiEssayOrderTitlePageData {
  ministry
  institutionTitle
  faculty
  department
  specialty
  subject
  workType
  fullName
  group
  teacherName
  institutionCity
  year
}`, {"fragmentName":"EssayOrderFields"}) as unknown as TypedDocumentString<EssayOrderFieldsFragment, unknown>;
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
export const EssayWorkTypesDocument = new TypedDocumentString(`
    query EssayWorkTypes {
  aiEssayOrderWorkTypes {
    ...EssayWorkTypeFields
  }
}
    fragment EssayWorkTypeFields on AiEssayOrderWorkType {
  id
  slug
  title
  buttonLabel
  descriptor
  formTitle
  isSmall
  isAvailable
}`) as unknown as TypedDocumentString<EssayWorkTypesQuery, EssayWorkTypesQueryVariables>;
export const EssayOrderDocument = new TypedDocumentString(`
    query EssayOrder($unifiedOrderId: ID!) {
  getAiEssayOrderById(unifiedOrderId: $unifiedOrderId) {
    ...EssayOrderFields
  }
}
    fragment EssayWorkTypeFields on AiEssayOrderWorkType {
  id
  slug
  title
  buttonLabel
  descriptor
  formTitle
  isSmall
  isAvailable
}
fragment EssayOrderFields on AiEssayOrder {
  id
  unifiedOrderId
  status
  previousStatus
  topic
  taskDetails
  numberOfPages
  goal
  idea
  shouldGenerateFakeIntroduction
  fakeIntroduction
  isPaid
  referenceSearchStatus
  aiProvider
  errorMessage
  updatedAt
  orderWorkType {
    ...EssayWorkTypeFields
  }
  outline {
    title
    subchapters {
      title
    }
  }
  references {
    id
    status
    referenceData {
      title
      author
      year
      source
      url
      formatted
    }
  }
  finalText {
    key
    title
    level
    text
  }
  titlePageData {
    ...EssayTitlePageFields
  }
}
fragment EssayTitlePageFields on AiEssayOrderTitlePageData {
  ministry
  institutionTitle
  faculty
  department
  specialty
  subject
  workType
  fullName
  group
  teacherName
  institutionCity
  year
}`) as unknown as TypedDocumentString<EssayOrderQuery, EssayOrderQueryVariables>;
export const LastEssayTitlePageDocument = new TypedDocumentString(`
    query LastEssayTitlePage {
  lastAiEssayOrderTitlePageData {
    ...EssayTitlePageFields
  }
}
    fragment EssayTitlePageFields on AiEssayOrderTitlePageData {
  ministry
  institutionTitle
  faculty
  department
  specialty
  subject
  workType
  fullName
  group
  teacherName
  institutionCity
  year
}`) as unknown as TypedDocumentString<LastEssayTitlePageQuery, LastEssayTitlePageQueryVariables>;
export const CreateEssayOrderDocument = new TypedDocumentString(`
    mutation CreateEssayOrder($topic: String!, $workTypeId: Int!) {
  createAiEssayOrder(topic: $topic, workTypeId: $workTypeId) {
    id
    unifiedOrderId
  }
}
    `) as unknown as TypedDocumentString<CreateEssayOrderMutation, CreateEssayOrderMutationVariables>;
export const EditEssayRequirementsDocument = new TypedDocumentString(`
    mutation EditEssayRequirements($id: ID!, $topic: String!, $numberOfPages: Int!, $idea: String, $goal: String, $taskDetails: String) {
  editAiEssayOrderRequirements(
    aiEssayOrderId: $id
    topic: $topic
    numberOfPages: $numberOfPages
    idea: $idea
    goal: $goal
    taskDetails: $taskDetails
  ) {
    ...EssayOrderFields
  }
}
    fragment EssayWorkTypeFields on AiEssayOrderWorkType {
  id
  slug
  title
  buttonLabel
  descriptor
  formTitle
  isSmall
  isAvailable
}
fragment EssayOrderFields on AiEssayOrder {
  id
  unifiedOrderId
  status
  previousStatus
  topic
  taskDetails
  numberOfPages
  goal
  idea
  shouldGenerateFakeIntroduction
  fakeIntroduction
  isPaid
  referenceSearchStatus
  aiProvider
  errorMessage
  updatedAt
  orderWorkType {
    ...EssayWorkTypeFields
  }
  outline {
    title
    subchapters {
      title
    }
  }
  references {
    id
    status
    referenceData {
      title
      author
      year
      source
      url
      formatted
    }
  }
  finalText {
    key
    title
    level
    text
  }
  titlePageData {
    ...EssayTitlePageFields
  }
}
fragment EssayTitlePageFields on AiEssayOrderTitlePageData {
  ministry
  institutionTitle
  faculty
  department
  specialty
  subject
  workType
  fullName
  group
  teacherName
  institutionCity
  year
}`) as unknown as TypedDocumentString<EditEssayRequirementsMutation, EditEssayRequirementsMutationVariables>;
export const GenerateEssayOutlineDocument = new TypedDocumentString(`
    mutation GenerateEssayOutline($id: ID!) {
  generateAiEssayOrderOutline(aiEssayOrderId: $id) {
    ...EssayOrderFields
  }
}
    fragment EssayWorkTypeFields on AiEssayOrderWorkType {
  id
  slug
  title
  buttonLabel
  descriptor
  formTitle
  isSmall
  isAvailable
}
fragment EssayOrderFields on AiEssayOrder {
  id
  unifiedOrderId
  status
  previousStatus
  topic
  taskDetails
  numberOfPages
  goal
  idea
  shouldGenerateFakeIntroduction
  fakeIntroduction
  isPaid
  referenceSearchStatus
  aiProvider
  errorMessage
  updatedAt
  orderWorkType {
    ...EssayWorkTypeFields
  }
  outline {
    title
    subchapters {
      title
    }
  }
  references {
    id
    status
    referenceData {
      title
      author
      year
      source
      url
      formatted
    }
  }
  finalText {
    key
    title
    level
    text
  }
  titlePageData {
    ...EssayTitlePageFields
  }
}
fragment EssayTitlePageFields on AiEssayOrderTitlePageData {
  ministry
  institutionTitle
  faculty
  department
  specialty
  subject
  workType
  fullName
  group
  teacherName
  institutionCity
  year
}`) as unknown as TypedDocumentString<GenerateEssayOutlineMutation, GenerateEssayOutlineMutationVariables>;
export const EditEssayOutlineDocument = new TypedDocumentString(`
    mutation EditEssayOutline($id: ID!, $outline: [AiEssayOutlineChapterInput!]!) {
  editAiEssayOrderOutline(aiEssayOrderId: $id, outline: $outline) {
    ...EssayOrderFields
  }
}
    fragment EssayWorkTypeFields on AiEssayOrderWorkType {
  id
  slug
  title
  buttonLabel
  descriptor
  formTitle
  isSmall
  isAvailable
}
fragment EssayOrderFields on AiEssayOrder {
  id
  unifiedOrderId
  status
  previousStatus
  topic
  taskDetails
  numberOfPages
  goal
  idea
  shouldGenerateFakeIntroduction
  fakeIntroduction
  isPaid
  referenceSearchStatus
  aiProvider
  errorMessage
  updatedAt
  orderWorkType {
    ...EssayWorkTypeFields
  }
  outline {
    title
    subchapters {
      title
    }
  }
  references {
    id
    status
    referenceData {
      title
      author
      year
      source
      url
      formatted
    }
  }
  finalText {
    key
    title
    level
    text
  }
  titlePageData {
    ...EssayTitlePageFields
  }
}
fragment EssayTitlePageFields on AiEssayOrderTitlePageData {
  ministry
  institutionTitle
  faculty
  department
  specialty
  subject
  workType
  fullName
  group
  teacherName
  institutionCity
  year
}`) as unknown as TypedDocumentString<EditEssayOutlineMutation, EditEssayOutlineMutationVariables>;
export const SearchEssayReferencesDocument = new TypedDocumentString(`
    mutation SearchEssayReferences($id: ID!) {
  searchAiEssayOrderReferences(aiEssayOrderId: $id) {
    ...EssayOrderFields
  }
}
    fragment EssayWorkTypeFields on AiEssayOrderWorkType {
  id
  slug
  title
  buttonLabel
  descriptor
  formTitle
  isSmall
  isAvailable
}
fragment EssayOrderFields on AiEssayOrder {
  id
  unifiedOrderId
  status
  previousStatus
  topic
  taskDetails
  numberOfPages
  goal
  idea
  shouldGenerateFakeIntroduction
  fakeIntroduction
  isPaid
  referenceSearchStatus
  aiProvider
  errorMessage
  updatedAt
  orderWorkType {
    ...EssayWorkTypeFields
  }
  outline {
    title
    subchapters {
      title
    }
  }
  references {
    id
    status
    referenceData {
      title
      author
      year
      source
      url
      formatted
    }
  }
  finalText {
    key
    title
    level
    text
  }
  titlePageData {
    ...EssayTitlePageFields
  }
}
fragment EssayTitlePageFields on AiEssayOrderTitlePageData {
  ministry
  institutionTitle
  faculty
  department
  specialty
  subject
  workType
  fullName
  group
  teacherName
  institutionCity
  year
}`) as unknown as TypedDocumentString<SearchEssayReferencesMutation, SearchEssayReferencesMutationVariables>;
export const ApproveEssayReferencesDocument = new TypedDocumentString(`
    mutation ApproveEssayReferences($id: ID!, $referenceIds: [ID!]!) {
  approveAiEssayOrderReferences(aiEssayOrderId: $id, referenceIds: $referenceIds) {
    ...EssayOrderFields
  }
}
    fragment EssayWorkTypeFields on AiEssayOrderWorkType {
  id
  slug
  title
  buttonLabel
  descriptor
  formTitle
  isSmall
  isAvailable
}
fragment EssayOrderFields on AiEssayOrder {
  id
  unifiedOrderId
  status
  previousStatus
  topic
  taskDetails
  numberOfPages
  goal
  idea
  shouldGenerateFakeIntroduction
  fakeIntroduction
  isPaid
  referenceSearchStatus
  aiProvider
  errorMessage
  updatedAt
  orderWorkType {
    ...EssayWorkTypeFields
  }
  outline {
    title
    subchapters {
      title
    }
  }
  references {
    id
    status
    referenceData {
      title
      author
      year
      source
      url
      formatted
    }
  }
  finalText {
    key
    title
    level
    text
  }
  titlePageData {
    ...EssayTitlePageFields
  }
}
fragment EssayTitlePageFields on AiEssayOrderTitlePageData {
  ministry
  institutionTitle
  faculty
  department
  specialty
  subject
  workType
  fullName
  group
  teacherName
  institutionCity
  year
}`) as unknown as TypedDocumentString<ApproveEssayReferencesMutation, ApproveEssayReferencesMutationVariables>;
export const PayEssayFromBalanceDocument = new TypedDocumentString(`
    mutation PayEssayFromBalance($id: ID!) {
  tryToPayForAiEssayOrderFromBalance(aiEssayOrderId: $id) {
    ...EssayOrderFields
  }
}
    fragment EssayWorkTypeFields on AiEssayOrderWorkType {
  id
  slug
  title
  buttonLabel
  descriptor
  formTitle
  isSmall
  isAvailable
}
fragment EssayOrderFields on AiEssayOrder {
  id
  unifiedOrderId
  status
  previousStatus
  topic
  taskDetails
  numberOfPages
  goal
  idea
  shouldGenerateFakeIntroduction
  fakeIntroduction
  isPaid
  referenceSearchStatus
  aiProvider
  errorMessage
  updatedAt
  orderWorkType {
    ...EssayWorkTypeFields
  }
  outline {
    title
    subchapters {
      title
    }
  }
  references {
    id
    status
    referenceData {
      title
      author
      year
      source
      url
      formatted
    }
  }
  finalText {
    key
    title
    level
    text
  }
  titlePageData {
    ...EssayTitlePageFields
  }
}
fragment EssayTitlePageFields on AiEssayOrderTitlePageData {
  ministry
  institutionTitle
  faculty
  department
  specialty
  subject
  workType
  fullName
  group
  teacherName
  institutionCity
  year
}`) as unknown as TypedDocumentString<PayEssayFromBalanceMutation, PayEssayFromBalanceMutationVariables>;
export const ContinueEssayProcessingDocument = new TypedDocumentString(`
    mutation ContinueEssayProcessing($id: ID!) {
  continueAiEssayOrderProcessing(aiEssayOrderId: $id) {
    ...EssayOrderFields
  }
}
    fragment EssayWorkTypeFields on AiEssayOrderWorkType {
  id
  slug
  title
  buttonLabel
  descriptor
  formTitle
  isSmall
  isAvailable
}
fragment EssayOrderFields on AiEssayOrder {
  id
  unifiedOrderId
  status
  previousStatus
  topic
  taskDetails
  numberOfPages
  goal
  idea
  shouldGenerateFakeIntroduction
  fakeIntroduction
  isPaid
  referenceSearchStatus
  aiProvider
  errorMessage
  updatedAt
  orderWorkType {
    ...EssayWorkTypeFields
  }
  outline {
    title
    subchapters {
      title
    }
  }
  references {
    id
    status
    referenceData {
      title
      author
      year
      source
      url
      formatted
    }
  }
  finalText {
    key
    title
    level
    text
  }
  titlePageData {
    ...EssayTitlePageFields
  }
}
fragment EssayTitlePageFields on AiEssayOrderTitlePageData {
  ministry
  institutionTitle
  faculty
  department
  specialty
  subject
  workType
  fullName
  group
  teacherName
  institutionCity
  year
}`) as unknown as TypedDocumentString<ContinueEssayProcessingMutation, ContinueEssayProcessingMutationVariables>;
export const CreateEssayIntroductionDocument = new TypedDocumentString(`
    mutation CreateEssayIntroduction($id: ID!) {
  createIntroductionForAiEssayOrder(aiEssayOrderId: $id) {
    ...EssayOrderFields
  }
}
    fragment EssayWorkTypeFields on AiEssayOrderWorkType {
  id
  slug
  title
  buttonLabel
  descriptor
  formTitle
  isSmall
  isAvailable
}
fragment EssayOrderFields on AiEssayOrder {
  id
  unifiedOrderId
  status
  previousStatus
  topic
  taskDetails
  numberOfPages
  goal
  idea
  shouldGenerateFakeIntroduction
  fakeIntroduction
  isPaid
  referenceSearchStatus
  aiProvider
  errorMessage
  updatedAt
  orderWorkType {
    ...EssayWorkTypeFields
  }
  outline {
    title
    subchapters {
      title
    }
  }
  references {
    id
    status
    referenceData {
      title
      author
      year
      source
      url
      formatted
    }
  }
  finalText {
    key
    title
    level
    text
  }
  titlePageData {
    ...EssayTitlePageFields
  }
}
fragment EssayTitlePageFields on AiEssayOrderTitlePageData {
  ministry
  institutionTitle
  faculty
  department
  specialty
  subject
  workType
  fullName
  group
  teacherName
  institutionCity
  year
}`) as unknown as TypedDocumentString<CreateEssayIntroductionMutation, CreateEssayIntroductionMutationVariables>;
export const SaveEssaySectionDocument = new TypedDocumentString(`
    mutation SaveEssaySection($id: ID!, $sectionKey: String!, $text: String!) {
  saveEditedAiEssayOrderFinalText(
    aiEssayOrderId: $id
    sectionKey: $sectionKey
    text: $text
  ) {
    ...EssayOrderFields
  }
}
    fragment EssayWorkTypeFields on AiEssayOrderWorkType {
  id
  slug
  title
  buttonLabel
  descriptor
  formTitle
  isSmall
  isAvailable
}
fragment EssayOrderFields on AiEssayOrder {
  id
  unifiedOrderId
  status
  previousStatus
  topic
  taskDetails
  numberOfPages
  goal
  idea
  shouldGenerateFakeIntroduction
  fakeIntroduction
  isPaid
  referenceSearchStatus
  aiProvider
  errorMessage
  updatedAt
  orderWorkType {
    ...EssayWorkTypeFields
  }
  outline {
    title
    subchapters {
      title
    }
  }
  references {
    id
    status
    referenceData {
      title
      author
      year
      source
      url
      formatted
    }
  }
  finalText {
    key
    title
    level
    text
  }
  titlePageData {
    ...EssayTitlePageFields
  }
}
fragment EssayTitlePageFields on AiEssayOrderTitlePageData {
  ministry
  institutionTitle
  faculty
  department
  specialty
  subject
  workType
  fullName
  group
  teacherName
  institutionCity
  year
}`) as unknown as TypedDocumentString<SaveEssaySectionMutation, SaveEssaySectionMutationVariables>;
export const ResetEssayTextDocument = new TypedDocumentString(`
    mutation ResetEssayText($id: ID!) {
  resetAiEssayOrderFinalText(aiEssayOrderId: $id) {
    ...EssayOrderFields
  }
}
    fragment EssayWorkTypeFields on AiEssayOrderWorkType {
  id
  slug
  title
  buttonLabel
  descriptor
  formTitle
  isSmall
  isAvailable
}
fragment EssayOrderFields on AiEssayOrder {
  id
  unifiedOrderId
  status
  previousStatus
  topic
  taskDetails
  numberOfPages
  goal
  idea
  shouldGenerateFakeIntroduction
  fakeIntroduction
  isPaid
  referenceSearchStatus
  aiProvider
  errorMessage
  updatedAt
  orderWorkType {
    ...EssayWorkTypeFields
  }
  outline {
    title
    subchapters {
      title
    }
  }
  references {
    id
    status
    referenceData {
      title
      author
      year
      source
      url
      formatted
    }
  }
  finalText {
    key
    title
    level
    text
  }
  titlePageData {
    ...EssayTitlePageFields
  }
}
fragment EssayTitlePageFields on AiEssayOrderTitlePageData {
  ministry
  institutionTitle
  faculty
  department
  specialty
  subject
  workType
  fullName
  group
  teacherName
  institutionCity
  year
}`) as unknown as TypedDocumentString<ResetEssayTextMutation, ResetEssayTextMutationVariables>;
export const SaveEssayTitlePageDocument = new TypedDocumentString(`
    mutation SaveEssayTitlePage($id: ID!, $input: AiEssayOrderTitlePageDataInput!) {
  createOrUpdateAiEssayOrderTitlePageData(aiEssayOrderId: $id, input: $input) {
    ...EssayTitlePageFields
  }
}
    fragment EssayTitlePageFields on AiEssayOrderTitlePageData {
  ministry
  institutionTitle
  faculty
  department
  specialty
  subject
  workType
  fullName
  group
  teacherName
  institutionCity
  year
}`) as unknown as TypedDocumentString<SaveEssayTitlePageMutation, SaveEssayTitlePageMutationVariables>;
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
    query SubscriptionPage($tariffGroup: String, $promoCodeUrlKey: String) {
  me {
    ...MoneyAccountFields
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
export const FriendsDocument = new TypedDocumentString(`
    query Friends {
  me {
    id
    referralId
    referrerStats {
      earnedTokens
      registrations
      subscriptions
      rewardTokens
    }
  }
}
    `) as unknown as TypedDocumentString<FriendsQuery, FriendsQueryVariables>;
export const InfluencerPaymentFormDocument = new TypedDocumentString(`
    query InfluencerPaymentForm($title: String) {
  getInfluencerByAppEntryTitle(title: $title) {
    paymentFormText
    promoCode {
      code
      urlKey
      isActive
    }
  }
}
    `) as unknown as TypedDocumentString<InfluencerPaymentFormQuery, InfluencerPaymentFormQueryVariables>;