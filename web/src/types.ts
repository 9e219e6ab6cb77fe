import type { components } from './api-types.generated';

/** Shapes of the server's answers, from the OpenAPI document it serves (npm run openapi). */
type Schema<Name extends keyof components['schemas']> = components['schemas'][Name];

export type User = Schema<'AccountResponse'>;
export type SessionInfo = Schema<'OpenedSessionResponse'>;
export type ApiKey = Schema<'ApiKeyResponse'>;
export type CreatedKey = Schema<'CreatedApiKeyResponse'>;
export type BillingSummary = Schema<'BillingSummaryResponse'>;
export type TopUp = Schema<'TopUpResponse'>;
export type Figures = Schema<'UsageFigures'>;
export type UsageReport = Schema<'UsageReport'>;
export type Voice = Schema<'StudioVoiceResponse'>;
export type Transaction = Schema<'TransactionView'>;
export type TransactionPage = Schema<'TransactionPage'>;
export type SttLanguages = Schema<'SttLanguagesResponse'>;
export type Transcript = Schema<'TranscriptionResponse'>;
export type VoiceList = Schema<'VoiceListResponse'>;
export type TopUpList = Schema<'TopUpListResponse'>;
export type ApiKeyList = Schema<'ApiKeyListResponse'>;
