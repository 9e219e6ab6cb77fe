/** Shapes of the workspace endpoints (workspace-api.md), as the pages use them. */
export interface User {
  id: string;
  email: string;
  name: string | null;
  createdAt: string;
}

export interface Profile extends User {
  balanceMicros: number;
  balanceUsd: string;
}

export interface SessionInfo {
  user: User;
  csrfToken: string;
}

export interface ApiKey {
  id: string;
  name: string;
  prefix: string;
  createdAt: string;
  lastUsedAt: string | null;
  revokedAt: string | null;
}

export interface CreatedKey {
  id: string;
  name: string;
  key: string;
  prefix: string;
  createdAt: string;
}

export interface BillingSummary {
  balanceMicros: number;
  balanceUsd: string;
  totalTopUpsMicros: number;
  totalTopUpsUsd: string;
  concurrencyLimit: number;
  presetsUsd: number[];
  minTopUpUsd: number;
  maxTopUpUsd: number;
}

export type TopUpStatus = 'pending' | 'completed' | 'expired' | 'cancelled';

export interface TopUp {
  id: string;
  amountUsd: string;
  status: TopUpStatus;
  createdAt: string;
  completedAt: string | null;
}

export interface Figures {
  requests: number;
  characters: number;
  costMicros: number;
  costUsd: string;
}

export interface UsageReport {
  from: string;
  to: string;
  totals: Figures;
  byKey: Array<Figures & { keyId: string | null; name: string | null }>;
  byDay: Array<Figures & { date: string }>;
  byEndpoint: Array<Figures & { endpoint: string }>;
}

export interface Voice {
  id: string;
  nameEn: string;
  nameAr: string;
  descEn: string;
  descAr: string;
  gender: 'female' | 'male';
}

export interface Transaction {
  id: string;
  type: 'top_up' | 'grant' | 'charge' | 'refund';
  amountMicros: number;
  amountUsd: string;
  balanceAfterMicros: number;
  balanceAfterUsd: string;
  endpoint: string | null;
  requestId: string | null;
  topUpId: string | null;
  createdAt: string;
}

export interface TransactionPage {
  data: Transaction[];
  hasMore: boolean;
}
