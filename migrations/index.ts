import { Platform1764100000000 } from './1764100000000-platform.js';
import { VoiceLibrary1764200000000 } from './1764200000000-voice-library.js';
import { PronunciationDictionaries1795674973832 } from './1795674973832-pronunciation-dictionaries.js';
import { LedgerRefusesDelete1795676394180 } from './1795676394180-ledger-refuses-delete.js';
import { WorkspaceSessions1795678278070 } from './1795678278070-workspace-sessions.js';
import { CreditHolds1795680025405 } from './1795680025405-credit-holds.js';
import { IdempotentRequests1795680025406 } from './1795680025406-idempotent-requests.js';
import { Jobs1795690000000 } from './1795690000000-jobs.js';
import { Webhooks1795690000001 } from './1795690000001-webhooks.js';
import { ProcessLeases1795690000002 } from './1795690000002-process-leases.js';
import { IdempotentReplyFiles1795700000000 } from './1795700000000-idempotent-reply-files.js';
import { TopUpCancelled1795701796341 } from './1795701796341-top-up-cancelled.js';
import { AccountSecurity1795702623834 } from './1795702623834-account-security.js';
import { TopUpReceipt1795705109949 } from './1795705109949-top-up-receipt.js';

/**
 * Every migration, oldest first. Listed explicitly (not globbed) so the app, the CLI
 * and the tests load the same classes whether they run compiled or from source.
 */
export const migrations = [
  Platform1764100000000,
  VoiceLibrary1764200000000,
  PronunciationDictionaries1795674973832,
  LedgerRefusesDelete1795676394180,
  WorkspaceSessions1795678278070,
  CreditHolds1795680025405,
  IdempotentRequests1795680025406,
  Jobs1795690000000,
  Webhooks1795690000001,
  ProcessLeases1795690000002,
  IdempotentReplyFiles1795700000000,
  TopUpCancelled1795701796341,
  AccountSecurity1795702623834,
  TopUpReceipt1795705109949,
];
