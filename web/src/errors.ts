import { ApiError } from './api';
import { useLang, type Lang } from './i18n';
import type { Messages } from './i18n/en';

type ErrorCode = keyof Messages['errors'];

const isKnownCode = (t: Messages, code: string): code is ErrorCode => Object.hasOwn(t.errors, code);

/**
 * What a failure says to the reader: in English, the API's own message (it names the
 * field and the limit); in Arabic, the wording for its `code`, never the server's English.
 * Failures that never reached the server are worded by the page in both languages.
 */
export function errorText(lang: Lang, t: Messages, error: unknown): string {
  const apiError =
    error instanceof ApiError ? error : new ApiError(0, 'other', String((error as Error)?.message));
  if (lang === 'en' && apiError.status !== 0 && apiError.message) return apiError.message;
  return t.errors[
    isKnownCode(t, apiError.code)
      ? apiError.code
      : apiError.status >= 500
        ? 'internal_error'
        : 'other'
  ];
}

/** errorText in the page's current language. */
export function useErrorText(): (error: unknown) => string {
  const { lang, t } = useLang();
  return (error) => errorText(lang, t, error);
}
