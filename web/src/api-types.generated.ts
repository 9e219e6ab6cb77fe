// Generated from openapi.json by `npm run openapi` (openapi-typescript): do not edit.

export interface paths {
  '/auth/register': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post: operations['AuthController_register'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/auth/login': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post: operations['AuthController_login'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/auth/profile': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get: operations['AuthController_profile'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/auth/session/register': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post: operations['SessionController_signUp'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/auth/session': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get: operations['SessionController_current'];
    put?: never;
    post: operations['SessionController_signIn'];
    delete: operations['SessionController_signOut'];
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/billing': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get: operations['BillingController_summary'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/billing/top-ups': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get: operations['BillingController_listTopUps'];
    put?: never;
    post: operations['BillingController_startTopUp'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/billing/top-ups/{id}/cancel': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post: operations['BillingController_cancelTopUp'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/billing/transactions': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get: operations['TransactionsController_list'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api-keys': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get: operations['ApiKeysController_list'];
    put?: never;
    post: operations['ApiKeysController_create'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api-keys/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post?: never;
    delete: operations['ApiKeysController_revoke'];
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/account/sign-out-everywhere': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post: operations['AccountController_signOutEverywhere'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/account/password': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post: operations['AccountController_changePassword'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/account': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post?: never;
    delete: operations['AccountController_close'];
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/usage': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get: operations['UsageController_report'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/voices/library': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get: operations['VoiceLibraryController_list'];
    put?: never;
    post: operations['VoiceLibraryController_create'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/voices/library/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post?: never;
    delete: operations['VoiceLibraryController_delete'];
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/pronunciation-dictionaries': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get: operations['PronunciationDictionariesController_list'];
    put?: never;
    post: operations['PronunciationDictionariesController_create'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/pronunciation-dictionaries/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get: operations['PronunciationDictionariesController_get'];
    put: operations['PronunciationDictionariesController_update'];
    post?: never;
    delete: operations['PronunciationDictionariesController_delete'];
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/tts': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post: operations['TtsController_speak'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/tts/stream': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * The audio itself, chunked, from the first rendered sentence
     * @description Same body, checks and errors as POST /tts (JSON, before any audio). 200: the bytes of outputFormat (not wav_*), with x-character-count, x-cost-micros and x-output-format. An engine failure after audio started ends the connection without its final chunk and is refunded.
     */
    post: operations['TtsController_stream'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/tts/voices': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get: operations['TtsController_voices'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/tts/voices/{voiceId}/preview': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get: operations['TtsController_preview'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/tts/realtime': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * WebSocket: text in as it is written, audio out sentence by sentence
     * @description Upgraded to a WebSocket after the same checks as POST /tts/stream (401, 429, 400 as JSON before the upgrade); with the workspace session cookie, 403 from another site (Origin). Client messages: { text, contextId?, flush? }, { type: "closeContext", contextId }, { type: "end" }. Server messages: { type: "audio", contextId, audio, characters, alignment? }, { type: "final", contextId }, { type: "done" }, { type: "error", error }. Closes 4402 when out of credit, 4401 when the key is revoked or the session signed out.
     */
    get: operations['RealtimeController_connect'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/stt/languages': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get: operations['SttController_languages'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/stt/transcribe': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post: operations['SttController_transcribe'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/jobs': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get: operations['JobsController_list'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/jobs/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get: operations['JobsController_get'];
    put?: never;
    post?: never;
    delete: operations['JobsController_cancel'];
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/jobs/{id}/result': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get: operations['JobsController_result'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/tts/jobs': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post: operations['TtsJobsController_submit'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/stt/jobs': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post: operations['SttJobsController_submit'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/webhooks': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get: operations['WebhooksController_list'];
    put?: never;
    post: operations['WebhooksController_create'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/webhooks/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post?: never;
    delete: operations['WebhooksController_remove'];
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/webhooks/{id}/deliveries': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get: operations['WebhooksController_deliveries'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/webhooks/{id}/test': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post: operations['WebhooksController_test'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get: operations['HealthController_overview'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/health': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get: operations['HealthController_health'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/health/live': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get: operations['HealthController_live'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/health/ready': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get: operations['HealthController_ready'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
}
export type webhooks = Record<string, never>;
export interface components {
  schemas: {
    RegisterDto: {
      /** @example dev@example.com */
      email: string;
      /** @example correct horse battery */
      password: string;
      /** @example Layla */
      name?: string;
    };
    AccountResponse: {
      /** Format: uuid */
      id: string;
      email: string;
      name: string | null;
      /** Format: date-time */
      createdAt: string;
    };
    SessionResponse: {
      /** @description JWT for the Authorization: Bearer header */
      accessToken: string;
      user: components['schemas']['AccountResponse'];
    };
    LoginDto: {
      /** @example dev@example.com */
      email: string;
      password: string;
    };
    ProfileResponse: {
      /** Format: uuid */
      id: string;
      email: string;
      name: string | null;
      /** Format: date-time */
      createdAt: string;
      /** @description Credit in integer micro-dollars */
      balanceMicros: number;
      /** @example 10.00 */
      balanceUsd: string;
    };
    OpenedSessionResponse: {
      user: components['schemas']['AccountResponse'];
      /** @description Sent back in x-csrf-token on state-changing calls */
      csrfToken: string;
    };
    CurrentSessionResponse: {
      user: components['schemas']['ProfileResponse'];
      /** @description Sent back in x-csrf-token on state-changing calls */
      csrfToken: string;
    };
    SignedOutResponse: {
      /** @enum {boolean} */
      signedOut: true;
    };
    BillingSummaryResponse: {
      /** @description Credit in integer micro-dollars */
      balanceMicros: number;
      /** @example 10.00 */
      balanceUsd: string;
      totalTopUpsMicros: number;
      /** @example 50.00 */
      totalTopUpsUsd: string;
      /** @description Concurrent requests allowed, by total completed top-ups */
      concurrencyLimit: number;
      presetsUsd: number[];
      minTopUpUsd: number;
      maxTopUpUsd: number;
    };
    CreateTopUpDto: {
      /**
       * @description Dollars, at most 2 decimals
       * @example 25
       */
      amountUsd: Record<string, never>;
    };
    StartedTopUpResponse: {
      /** Format: uuid */
      id: string;
      /** @example 25.00 */
      amountUsd: string;
      amountMicros: number;
      /** @enum {string} */
      status: 'pending' | 'completed' | 'expired' | 'cancelled';
      /** Format: date-time */
      createdAt: string;
      /** Format: date-time */
      completedAt: string | null;
      /** @description Stripe Checkout page to send the user to */
      checkoutUrl: string;
      stripeSessionId: string;
    };
    TopUpResponse: {
      /** Format: uuid */
      id: string;
      /** @example 25.00 */
      amountUsd: string;
      amountMicros: number;
      /** @enum {string} */
      status: 'pending' | 'completed' | 'expired' | 'cancelled';
      /** Format: date-time */
      createdAt: string;
      /** Format: date-time */
      completedAt: string | null;
    };
    TopUpListResponse: {
      topUps: components['schemas']['TopUpResponse'][];
    };
    TransactionView: {
      /**
       * @description Ledger entry id, in the order entries were made
       * @example 42
       */
      id: string;
      /** @enum {string} */
      type: 'top_up' | 'grant' | 'charge' | 'refund';
      /** @description Signed: credit positive, charges negative */
      amountMicros: number;
      /** @example -0.000975 */
      amountUsd: string;
      /** @description The sum of this entry and every earlier one */
      balanceAfterMicros: number;
      /** @example 10.00 */
      balanceAfterUsd: string;
      /** @example /tts */
      endpoint: string | null;
      requestId: string | null;
      /** Format: uuid */
      topUpId: string | null;
      /** @description Stripe's receipt for a top-up, where Stripe gives one */
      receiptUrl: string | null;
      /** Format: date-time */
      createdAt: string;
    };
    TransactionPage: {
      data: components['schemas']['TransactionView'][];
      hasMore: boolean;
    };
    CreateApiKeyDto: {
      /** @example production server */
      name: string;
    };
    CreatedApiKeyResponse: {
      /** Format: uuid */
      id: string;
      name: string;
      /** @description The first characters of the key, to tell keys apart */
      prefix: string;
      /** Format: date-time */
      createdAt: string;
      /** @description The secret key (sk_live_...), shown this once only */
      key: string;
    };
    ApiKeyResponse: {
      /** Format: uuid */
      id: string;
      name: string;
      /** @description The first characters of the key, to tell keys apart */
      prefix: string;
      /** Format: date-time */
      createdAt: string;
      /** Format: date-time */
      lastUsedAt: string | null;
      /** Format: date-time */
      revokedAt: string | null;
    };
    ApiKeyListResponse: {
      keys: components['schemas']['ApiKeyResponse'][];
    };
    RevokedApiKeyResponse: {
      /** Format: uuid */
      id: string;
      /** Format: date-time */
      revokedAt: string;
    };
    SignedOutEverywhereResponse: {
      signedOut: boolean;
    };
    ChangePasswordDto: {
      currentPassword: string;
      newPassword: string;
    };
    PasswordChangedResponse: {
      passwordChanged: boolean;
    };
    CloseAccountDto: {
      /** @description The account's email address, typed to confirm */
      confirm: string;
      password: string;
    };
    AccountClosedResponse: {
      closed: boolean;
    };
    UsageFigures: {
      requests: number;
      characters: number;
      /** @description Integer micro-dollars */
      costMicros: number;
      /** @example 0.025 */
      costUsd: string;
    };
    UsageByKey: {
      requests: number;
      characters: number;
      /** @description Integer micro-dollars */
      costMicros: number;
      /** @example 0.025 */
      costUsd: string;
      /** Format: uuid */
      keyId: string | null;
      name: string | null;
    };
    UsageByDay: {
      requests: number;
      characters: number;
      /** @description Integer micro-dollars */
      costMicros: number;
      /** @example 0.025 */
      costUsd: string;
      /**
       * @description UTC day
       * @example 2026-01-31
       */
      date: string;
    };
    UsageByEndpoint: {
      requests: number;
      characters: number;
      /** @description Integer micro-dollars */
      costMicros: number;
      /** @example 0.025 */
      costUsd: string;
      /** @example /tts */
      endpoint: string | null;
    };
    UsageReport: {
      /** Format: date-time */
      from: string;
      /** Format: date-time */
      to: string;
      totals: components['schemas']['UsageFigures'];
      byKey: components['schemas']['UsageByKey'][];
      byDay: components['schemas']['UsageByDay'][];
      byEndpoint: components['schemas']['UsageByEndpoint'][];
    };
    CreateLibraryVoiceDto: {
      /** @example My narrator */
      name: string;
      /**
       * Format: binary
       * @description A 3 to 60 second sample (MP3, WAV, WebM, OGG, M4A or FLAC)
       */
      audio: string;
    };
    VoiceProfileResponse: {
      f0MedianHz: number;
      f0RangeSemitones: number;
      speakingRateWpm: number;
      /** @description 0 dark, 1 bright */
      brightness: number;
      /** @enum {string} */
      gender: 'female' | 'male';
    };
    LibraryVoiceResponse: {
      /** Format: uuid */
      id: string;
      name: string;
      /** @enum {string} */
      gender: 'female' | 'male';
      descEn: string;
      profile: components['schemas']['VoiceProfileResponse'];
      sampleSeconds: number;
      /** Format: date-time */
      createdAt: string;
    };
    LibraryVoiceListResponse: {
      voices: components['schemas']['LibraryVoiceResponse'][];
    };
    DeletedLibraryVoiceResponse: {
      /** Format: uuid */
      id: string;
      /** @enum {boolean} */
      deleted: true;
    };
    PronunciationRuleDto: {
      /**
       * @description What appears in the input (a whole word or phrase)
       * @example WHO
       */
      text: string;
      /**
       * @description How to say it
       * @example مُنَظَّمَةُ الصِّحَّةِ العالَمِيَّة
       */
      alias: string;
    };
    CreatePronunciationDictionaryDto: {
      /** @example Brand names */
      name: string;
      /** @description Up to 1000 rules; whole words, longest rule first */
      rules: components['schemas']['PronunciationRuleDto'][];
    };
    PronunciationDictionaryResponse: {
      /** Format: uuid */
      id: string;
      name: string;
      rules: components['schemas']['PronunciationRuleDto'][];
      /** Format: date-time */
      createdAt: string;
      /** Format: date-time */
      updatedAt: string;
    };
    PronunciationDictionarySummary: {
      /** Format: uuid */
      id: string;
      name: string;
      ruleCount: number;
      /** Format: date-time */
      createdAt: string;
      /** Format: date-time */
      updatedAt: string;
    };
    PronunciationDictionaryListResponse: {
      dictionaries: components['schemas']['PronunciationDictionarySummary'][];
    };
    UpdatePronunciationDictionaryDto: {
      /** @example Brand names */
      name?: string;
      /** @description Up to 1000 rules; whole words, longest rule first */
      rules?: components['schemas']['PronunciationRuleDto'][];
    };
    SegmentDto: {
      /** @example أهلاً بك في البرنامج. */
      text: string;
      /**
       * @description Studio voice id, or a library voice with quality clone
       * @example omar
       */
      voiceId?: string;
      /** @example egyptian */
      dialectId?: string;
    };
    TtsRequestDto: {
      /**
       * @description Up to 5,000 characters; ignored when segments is sent
       * @example مرحباً بكم في خدمة تحويل النص إلى كلام.
       */
      text?: string;
      /**
       * @default layla
       * @example layla
       */
      voiceId: string;
      /**
       * @default flash
       * @enum {string}
       */
      quality: 'flash' | 'pro' | 'v2' | 'clone';
      /**
       * @description msa, egyptian, saudi (Najdi), hijazi, moroccan, levantine, gulf, iraqi
       * @example saudi
       */
      dialectId?: string;
      /** @description A dialogue: up to 40 lines, 5,000 characters in total */
      segments?: components['schemas']['SegmentDto'][];
      /**
       * @description auto: numbers, dates, times, currency, units and abbreviations read as Arabic words; off: spoken as written
       * @default auto
       * @enum {string}
       */
      normalization: 'auto' | 'off';
      /**
       * @description auto: short vowels added where the service is confident; off: only the caller's own
       * @default auto
       * @enum {string}
       */
      diacritize: 'auto' | 'off';
      /**
       * @description Adds spokenText: the text exactly as the engine read it
       * @default false
       */
      returnSpokenText: boolean;
      /** @description Up to 3 pronunciation dictionaries, applied in the order given */
      pronunciationDictionaryIds?: string[];
      /**
       * @description The audio's encoding, rate and bitrate: mp3_* (audio/mpeg), pcm_* (raw s16le mono, audio/pcm), wav_* (audio/wav, not on /tts/stream), ulaw_8000 (audio/basic), alaw_8000 (audio/x-alaw-basic), opus_* (Ogg Opus, audio/ogg). Absent: the quality's own MP3
       * @enum {string}
       */
      outputFormat?:
        | 'mp3_22050_32'
        | 'mp3_22050_64'
        | 'mp3_44100_64'
        | 'mp3_44100_96'
        | 'mp3_44100_128'
        | 'mp3_44100_192'
        | 'pcm_8000'
        | 'pcm_16000'
        | 'pcm_22050'
        | 'pcm_24000'
        | 'pcm_44100'
        | 'pcm_48000'
        | 'wav_8000'
        | 'wav_16000'
        | 'wav_22050'
        | 'wav_24000'
        | 'wav_44100'
        | 'wav_48000'
        | 'ulaw_8000'
        | 'alaw_8000'
        | 'opus_48000_32'
        | 'opus_48000_64'
        | 'opus_48000_128';
      /**
       * @description word: the response adds alignment.words, when each word of the input is heard; character: also alignment.characters. POST /tts only: on /tts/stream any value but none is a 400
       * @default none
       * @enum {string}
       */
      timestamps: 'none' | 'word' | 'character';
    };
    WordTimeResponse: {
      /**
       * @description A word of the input as written, without the punctuation around it
       * @example ١٢٥
       */
      text: string;
      /**
       * @description Seconds from the start of the audio, 3 decimals
       * @example 1.214
       */
      start: number;
      /**
       * @description Seconds; after start, and at or before the next word starts
       * @example 2.87
       */
      end: number;
      /**
       * @description Dialogues: the line's index in segments
       * @example 0
       */
      segment?: number;
    };
    CharacterTimeResponse: {
      /** @example ١ */
      char: string;
      /** @example 1.214 */
      start: number;
      /** @example 1.765 */
      end: number;
      /**
       * @description Dialogues: the line's index in segments
       * @example 0
       */
      segment?: number;
    };
    AlignmentResponse: {
      /** @description One entry per word of the input, in input order; a token read as several words (a number, 15%, د.) is one entry spanning them all */
      words: components['schemas']['WordTimeResponse'][];
      /** @description timestamps "character": every character of the input but whitespace, in order; a word's time is spread over its characters, punctuation takes the pause after it */
      characters?: components['schemas']['CharacterTimeResponse'][];
    };
    TtsResponse: {
      /**
       * Format: byte
       * @description The audio, base64
       */
      audio: string;
      /** @example audio/mpeg */
      mimeType: string;
      /** @example mp3_22050_64 */
      outputFormat: string;
      /**
       * @description Hz
       * @example 22050
       */
      sampleRate: number;
      /**
       * @description The voices that speak, comma-separated
       * @example layla
       */
      voice: string;
      /**
       * @description Characters billed
       * @example 24
       */
      characters: number;
      /** @description returnSpokenText: the text as the engine read it */
      spokenText?: string;
      /** @description timestamps "word" or "character": when each word of the input is heard, timed by the voice engine's own word events */
      alignment?: components['schemas']['AlignmentResponse'];
    };
    StudioVoiceResponse: {
      /** @example layla */
      id: string;
      /** @example Layla */
      nameEn: string;
      /** @example ليلى */
      nameAr: string;
      descEn: string;
      descAr: string;
      /** @enum {string} */
      gender: 'female' | 'male';
    };
    VoiceListResponse: {
      voices: components['schemas']['StudioVoiceResponse'][];
    };
    SttLanguagesResponse: {
      /**
       * @description BCP-47 base codes some engine recognizes
       * @example [
       *       "en"
       *     ]
       */
      languages: string[];
      /** @description Whether a request without a language is detected, not assumed */
      detectsLanguage: boolean;
    };
    TranscribedWordResponse: {
      /** @example مرحبا */
      text: string;
      /**
       * @description Seconds from the start of the recording, 3 decimals
       * @example 0.42
       */
      start: number;
      /**
       * @description Seconds, after start
       * @example 0.97
       */
      end: number;
      /**
       * @description How sure the engine is, where it gives a figure; else omitted
       * @example 0.91
       */
      confidence?: number;
    };
    TranscribedSegmentResponse: {
      /** @example 0.42 */
      start: number;
      /** @example 3.1 */
      end: number;
      /**
       * @description An utterance between two pauses
       * @example مرحبا بكم في الخدمة
       */
      text: string;
    };
    TranscriptionResponse: {
      /** @description The transcript; an empty string when no speech was found */
      text: string;
      /**
       * @description Audio length in minutes, to a tenth, at least 0.1 (requests are billed on transcript characters)
       * @example 0.4
       */
      minutes: number;
      /**
       * @description The format the file was read as
       * @example audio/mpeg
       */
      mimeType: string;
      /**
       * @description BCP-47 base code of the transcript; `und` when it could not be told
       * @example ar
       */
      language: string;
      /** @description With timestamps "word"; empty when the engine cannot time words */
      words?: components['schemas']['TranscribedWordResponse'][];
      /** @description With timestamps "word": utterances split at pauses */
      segments?: components['schemas']['TranscribedSegmentResponse'][];
    };
    TranscribeDto: {
      /** @description JSON form: the recording, base64-encoded (whole body under 10 MB) */
      audio?: string;
      /**
       * @description Informative: the format is read from the bytes
       * @default audio/mpeg
       * @example audio/wav
       */
      mimeType: string;
      /**
       * @description BCP-47 code; detected automatically when omitted
       * @example en
       */
      language?: string;
      /**
       * @description word: the JSON answer adds words [{ text, start, end, confidence? }] and segments [{ start, end, text }], in seconds
       * @default none
       * @enum {string}
       */
      timestamps: 'none' | 'word';
      /**
       * @description json; text (text/plain, the transcript); srt (application/x-subrip) or vtt (text/vtt): cues of at most 2 lines of 42 characters and 7 s, split at pauses, Arabic lines led by U+200F
       * @default json
       * @enum {string}
       */
      responseFormat: 'json' | 'text' | 'srt' | 'vtt';
    };
    JobResultLink: {
      /** @example /jobs/job_0123456789abcdefghijklmn/result */
      url: string;
      /** @description After this the result answers 410 */
      expiresAt: string;
    };
    JobResponse: {
      /** @example job_0123456789abcdefghijklmn */
      id: string;
      /** @enum {string} */
      object: 'job';
      /** @enum {string} */
      type: 'tts' | 'stt';
      /** @enum {string} */
      status: 'queued' | 'running' | 'succeeded' | 'failed' | 'canceled';
      progress: number;
      createdAt: string;
      startedAt: string | null;
      finishedAt: string | null;
      characters: number;
      /** @description Held while unfinished, charged once succeeded, 0 when failed or canceled */
      costMicros: number;
      /** @description stt jobs */
      durationSeconds?: number | null;
      metadata: {
        [key: string]: string;
      };
      error: string | null;
      result: components['schemas']['JobResultLink'] | null;
    };
    JobListResponse: {
      data: components['schemas']['JobResponse'][];
      hasMore: boolean;
    };
    TtsJobRequestDto: {
      /**
       * @description Up to 5,000 characters; ignored when segments is sent
       * @example مرحباً بكم في خدمة تحويل النص إلى كلام.
       */
      text?: string;
      /**
       * @default layla
       * @example layla
       */
      voiceId: string;
      /**
       * @default flash
       * @enum {string}
       */
      quality: 'flash' | 'pro' | 'v2' | 'clone';
      /**
       * @description msa, egyptian, saudi (Najdi), hijazi, moroccan, levantine, gulf, iraqi
       * @example saudi
       */
      dialectId?: string;
      /** @description A dialogue: up to 40 lines, 5,000 characters in total */
      segments?: components['schemas']['SegmentDto'][];
      /**
       * @description auto: numbers, dates, times, currency, units and abbreviations read as Arabic words; off: spoken as written
       * @default auto
       * @enum {string}
       */
      normalization: 'auto' | 'off';
      /**
       * @description auto: short vowels added where the service is confident; off: only the caller's own
       * @default auto
       * @enum {string}
       */
      diacritize: 'auto' | 'off';
      /**
       * @description Adds spokenText: the text exactly as the engine read it
       * @default false
       */
      returnSpokenText: boolean;
      /** @description Up to 3 pronunciation dictionaries, applied in the order given */
      pronunciationDictionaryIds?: string[];
      /**
       * @description The audio's encoding, rate and bitrate: mp3_* (audio/mpeg), pcm_* (raw s16le mono, audio/pcm), wav_* (audio/wav, not on /tts/stream), ulaw_8000 (audio/basic), alaw_8000 (audio/x-alaw-basic), opus_* (Ogg Opus, audio/ogg). Absent: the quality's own MP3
       * @enum {string}
       */
      outputFormat?:
        | 'mp3_22050_32'
        | 'mp3_22050_64'
        | 'mp3_44100_64'
        | 'mp3_44100_96'
        | 'mp3_44100_128'
        | 'mp3_44100_192'
        | 'pcm_8000'
        | 'pcm_16000'
        | 'pcm_22050'
        | 'pcm_24000'
        | 'pcm_44100'
        | 'pcm_48000'
        | 'wav_8000'
        | 'wav_16000'
        | 'wav_22050'
        | 'wav_24000'
        | 'wav_44100'
        | 'wav_48000'
        | 'ulaw_8000'
        | 'alaw_8000'
        | 'opus_48000_32'
        | 'opus_48000_64'
        | 'opus_48000_128';
      /**
       * @description word: the response adds alignment.words, when each word of the input is heard; character: also alignment.characters. POST /tts only: on /tts/stream any value but none is a 400
       * @default none
       * @enum {string}
       */
      timestamps: 'none' | 'word' | 'character';
      /** @description Returned untouched on the job: strings only, at most 20 keys and 4 KB */
      metadata?: {
        [key: string]: string;
      };
    };
    SttJobRequestDto: {
      /** @description JSON form: the recording, base64-encoded (whole body under 10 MB) */
      audio?: string;
      /**
       * @description Informative: the format is read from the bytes
       * @default audio/mpeg
       * @example audio/wav
       */
      mimeType: string;
      /**
       * @description BCP-47 code; detected automatically when omitted
       * @example en
       */
      language?: string;
      /**
       * @description word: the JSON answer adds words [{ text, start, end, confidence? }] and segments [{ start, end, text }], in seconds
       * @default none
       * @enum {string}
       */
      timestamps: 'none' | 'word';
      /**
       * @description json; text (text/plain, the transcript); srt (application/x-subrip) or vtt (text/vtt): cues of at most 2 lines of 42 characters and 7 s, split at pauses, Arabic lines led by U+200F
       * @default json
       * @enum {string}
       */
      responseFormat: 'json' | 'text' | 'srt' | 'vtt';
      /** @description Returned untouched on the job: strings only, at most 20 keys and 4 KB (multipart: a JSON string) */
      metadata?: {
        [key: string]: string;
      };
    };
    CreateWebhookDto: {
      /** @example https://example.com/speech-events */
      url: string;
      /** @description Default: all */
      events?: ('job.succeeded' | 'job.failed' | 'job.canceled')[];
    };
    CreatedWebhookResponse: {
      /** @example wh_0123456789abcdefghijklmn */
      id: string;
      url: string;
      events: string[];
      createdAt: string;
      /** @description Set when a delivery got 410 */
      disabledAt: string | null;
      /** @description Signs every delivery (whsec_...); shown this once only */
      secret: string;
    };
    WebhookResponse: {
      /** @example wh_0123456789abcdefghijklmn */
      id: string;
      url: string;
      events: string[];
      createdAt: string;
      /** @description Set when a delivery got 410 */
      disabledAt: string | null;
    };
    WebhookListResponse: {
      data: components['schemas']['WebhookResponse'][];
    };
    WebhookDeliveryResponse: {
      /** @example evt_0123456789abcdefghijklmn */
      eventId: string;
      /** @example job.succeeded */
      type: string;
      attempt: number;
      /** @description HTTP status; null: no answer in 10 s */
      status: number | null;
      at: string;
      nextAttemptAt: string | null;
    };
    WebhookDeliveryListResponse: {
      data: components['schemas']['WebhookDeliveryResponse'][];
    };
    EndpointGroups: {
      speech: string[];
      auth: string[];
      workspace: string[];
      service: string[];
    };
    ServiceOverview: {
      name: string;
      /** @example 1.0.0 */
      version: string;
      /** @example /docs */
      docs: string;
      endpoints: components['schemas']['EndpointGroups'];
    };
    HealthResponse: {
      /** @enum {string} */
      status: 'ok';
      name: string;
      /** @example 1.0.0 */
      version: string;
      /** @enum {string} */
      database: 'up';
      uptimeSeconds: number;
    };
    LivenessResponse: {
      /** @enum {string} */
      status: 'alive';
      uptimeSeconds: number;
    };
    ReadinessResponse: {
      /** @enum {string} */
      status: 'ready';
      /** @enum {string} */
      database: 'up';
    };
  };
  responses: never;
  parameters: never;
  requestBodies: never;
  headers: never;
  pathItems: never;
}
export type $defs = Record<string, never>;
export interface operations {
  AuthController_register: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['RegisterDto'];
      };
    };
    responses: {
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['SessionResponse'];
        };
      };
    };
  };
  AuthController_login: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['LoginDto'];
      };
    };
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['SessionResponse'];
        };
      };
    };
  };
  AuthController_profile: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ProfileResponse'];
        };
      };
    };
  };
  SessionController_signUp: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['RegisterDto'];
      };
    };
    responses: {
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['OpenedSessionResponse'];
        };
      };
    };
  };
  SessionController_current: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['CurrentSessionResponse'];
        };
      };
    };
  };
  SessionController_signIn: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['LoginDto'];
      };
    };
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['OpenedSessionResponse'];
        };
      };
    };
  };
  SessionController_signOut: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['SignedOutResponse'];
        };
      };
    };
  };
  BillingController_summary: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['BillingSummaryResponse'];
        };
      };
    };
  };
  BillingController_listTopUps: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['TopUpListResponse'];
        };
      };
    };
  };
  BillingController_startTopUp: {
    parameters: {
      query?: never;
      header?: {
        /** @description Up to 255 visible ASCII characters. A retry with the same key and request within 24 h gets the first reply again, with Idempotency-Replayed: true, and is not charged again. */
        'Idempotency-Key'?: string;
      };
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['CreateTopUpDto'];
      };
    };
    responses: {
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['StartedTopUpResponse'];
        };
      };
    };
  };
  BillingController_cancelTopUp: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['TopUpResponse'];
        };
      };
    };
  };
  TransactionsController_list: {
    parameters: {
      query?: {
        limit?: number;
        /** @description The id of the last transaction of the previous page */
        startingAfter?: string;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['TransactionPage'];
        };
      };
    };
  };
  ApiKeysController_list: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiKeyListResponse'];
        };
      };
    };
  };
  ApiKeysController_create: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['CreateApiKeyDto'];
      };
    };
    responses: {
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['CreatedApiKeyResponse'];
        };
      };
    };
  };
  ApiKeysController_revoke: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['RevokedApiKeyResponse'];
        };
      };
    };
  };
  AccountController_signOutEverywhere: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['SignedOutEverywhereResponse'];
        };
      };
    };
  };
  AccountController_changePassword: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['ChangePasswordDto'];
      };
    };
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['PasswordChangedResponse'];
        };
      };
    };
  };
  AccountController_close: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['CloseAccountDto'];
      };
    };
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['AccountClosedResponse'];
        };
      };
    };
  };
  UsageController_report: {
    parameters: {
      query?: {
        /** @description Start (inclusive), ISO-8601 date or time; default 30 days ago */
        from?: string;
        /** @description End; a plain date includes that whole day; default now */
        to?: string;
        /** @description Only this API key */
        keyId?: string;
        format?: 'json' | 'csv';
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description JSON; with format=csv, a CSV file instead */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['UsageReport'];
          'text/csv': components['schemas']['UsageReport'];
        };
      };
    };
  };
  VoiceLibraryController_list: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['LibraryVoiceListResponse'];
        };
      };
    };
  };
  VoiceLibraryController_create: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'multipart/form-data': components['schemas']['CreateLibraryVoiceDto'];
        'application/json': components['schemas']['CreateLibraryVoiceDto'];
      };
    };
    responses: {
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['LibraryVoiceResponse'];
        };
      };
    };
  };
  VoiceLibraryController_delete: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['DeletedLibraryVoiceResponse'];
        };
      };
    };
  };
  PronunciationDictionariesController_list: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['PronunciationDictionaryListResponse'];
        };
      };
    };
  };
  PronunciationDictionariesController_create: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['CreatePronunciationDictionaryDto'];
      };
    };
    responses: {
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['PronunciationDictionaryResponse'];
        };
      };
    };
  };
  PronunciationDictionariesController_get: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['PronunciationDictionaryResponse'];
        };
      };
    };
  };
  PronunciationDictionariesController_update: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['UpdatePronunciationDictionaryDto'];
      };
    };
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['PronunciationDictionaryResponse'];
        };
      };
    };
  };
  PronunciationDictionariesController_delete: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      204: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
  TtsController_speak: {
    parameters: {
      query?: never;
      header?: {
        /** @description Up to 255 visible ASCII characters. A retry with the same key and request within 24 h gets the first reply again, with Idempotency-Replayed: true, and is not charged again. */
        'Idempotency-Key'?: string;
      };
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['TtsRequestDto'];
      };
    };
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['TtsResponse'];
        };
      };
    };
  };
  TtsController_stream: {
    parameters: {
      query?: never;
      header?: {
        /** @description Up to 255 visible ASCII characters. A retry with the same key and request within 24 h gets the first reply again, with Idempotency-Replayed: true, and is not charged again. */
        'Idempotency-Key'?: string;
      };
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['TtsRequestDto'];
      };
    };
    responses: {
      /** @description Audio bytes */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'audio/mpeg': string;
          'audio/pcm': string;
          'audio/basic': string;
          'audio/x-alaw-basic': string;
          'audio/ogg': string;
        };
      };
    };
  };
  TtsController_voices: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['VoiceListResponse'];
        };
      };
    };
  };
  TtsController_preview: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        voiceId: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description MP3 of the voice reading a fixed Arabic sentence */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
  RealtimeController_connect: {
    parameters: {
      query?: {
        voiceId?: string;
        quality?: 'flash' | 'pro' | 'v2' | 'clone';
        /** @description msa, egyptian, saudi (Najdi), hijazi, moroccan, levantine, gulf, iraqi */
        dialectId?: string;
        /** @description The audio's encoding, rate and bitrate: mp3_* (audio/mpeg), pcm_* (raw s16le mono, audio/pcm), wav_* (audio/wav, not on /tts/stream), ulaw_8000 (audio/basic), alaw_8000 (audio/x-alaw-basic), opus_* (Ogg Opus, audio/ogg). Absent: the quality's own MP3 */
        outputFormat?:
          | 'mp3_22050_32'
          | 'mp3_22050_64'
          | 'mp3_44100_64'
          | 'mp3_44100_96'
          | 'mp3_44100_128'
          | 'mp3_44100_192'
          | 'pcm_8000'
          | 'pcm_16000'
          | 'pcm_22050'
          | 'pcm_24000'
          | 'pcm_44100'
          | 'pcm_48000'
          | 'wav_8000'
          | 'wav_16000'
          | 'wav_22050'
          | 'wav_24000'
          | 'wav_44100'
          | 'wav_48000'
          | 'ulaw_8000'
          | 'alaw_8000'
          | 'opus_48000_32'
          | 'opus_48000_64'
          | 'opus_48000_128';
        /** @description word: each audio frame carries alignment.words, timed from the frame's start */
        timestamps?: 'none' | 'word';
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Switching to the WebSocket protocol */
      101: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
  SttController_languages: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['SttLanguagesResponse'];
        };
      };
    };
  };
  SttController_transcribe: {
    parameters: {
      query?: never;
      header?: {
        /** @description Up to 255 visible ASCII characters. A retry with the same key and request within 24 h gets the first reply again, with Idempotency-Replayed: true, and is not charged again. */
        'Idempotency-Key'?: string;
      };
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'multipart/form-data': components['schemas']['TranscribeDto'];
        'application/json': components['schemas']['TranscribeDto'];
      };
    };
    responses: {
      /** @description The transcript, in the responseFormat asked for */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['TranscriptionResponse'];
          'text/plain': string;
          'application/x-subrip': string;
          'text/vtt': string;
        };
      };
    };
  };
  JobsController_list: {
    parameters: {
      query?: {
        status?: 'queued' | 'running' | 'succeeded' | 'failed' | 'canceled';
        type?: 'tts' | 'stt';
        limit?: number;
        /** @description The id of the last job of the previous page */
        startingAfter?: string;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['JobListResponse'];
        };
      };
    };
  };
  JobsController_get: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['JobResponse'];
        };
      };
    };
  };
  JobsController_cancel: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['JobResponse'];
        };
      };
    };
  };
  JobsController_result: {
    parameters: {
      query?: {
        /** @description tts: json for the JSON POST /tts answers; stt: json, text, srt or vtt */
        format?: string;
      };
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description tts: the audio in the job's outputFormat, with x-character-count and x-cost-micros; ?format=json: POST /tts's JSON. stt: the JSON /stt/transcribe answers; ?format=text, srt or vtt as its responseFormat */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
  TtsJobsController_submit: {
    parameters: {
      query?: never;
      header?: {
        /** @description Up to 255 visible ASCII characters. A retry with the same key and request within 24 h gets the first reply again, with Idempotency-Replayed: true, and is not charged again. */
        'Idempotency-Key'?: string;
      };
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['TtsJobRequestDto'];
      };
    };
    responses: {
      /** @description The job, queued; Location: /jobs/<id> */
      202: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['JobResponse'];
        };
      };
    };
  };
  SttJobsController_submit: {
    parameters: {
      query?: never;
      header?: {
        /** @description Up to 255 visible ASCII characters. A retry with the same key and request within 24 h gets the first reply again, with Idempotency-Replayed: true, and is not charged again. */
        'Idempotency-Key'?: string;
      };
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'multipart/form-data': components['schemas']['SttJobRequestDto'];
        'application/json': components['schemas']['SttJobRequestDto'];
      };
    };
    responses: {
      /** @description The job, queued; Location: /jobs/<id> */
      202: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['JobResponse'];
        };
      };
    };
  };
  WebhooksController_list: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['WebhookListResponse'];
        };
      };
    };
  };
  WebhooksController_create: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['CreateWebhookDto'];
      };
    };
    responses: {
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['CreatedWebhookResponse'];
        };
      };
    };
  };
  WebhooksController_remove: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      204: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
  WebhooksController_deliveries: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['WebhookDeliveryListResponse'];
        };
      };
    };
  };
  WebhooksController_test: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['WebhookDeliveryResponse'];
        };
      };
    };
  };
  HealthController_overview: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ServiceOverview'];
        };
      };
    };
  };
  HealthController_health: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['HealthResponse'];
        };
      };
    };
  };
  HealthController_live: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['LivenessResponse'];
        };
      };
    };
  };
  HealthController_ready: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ReadinessResponse'];
        };
      };
    };
  };
}
