import { useEffect, useMemo } from 'preact/hooks';
import { priceOfCharacters } from '../../../src/billing/pricing.js';
import { formatUsd } from '../../../src/common/money.js';
import { buildCues } from '../../../src/stt/subtitles/cues.js';
import { toSrt, toVtt } from '../../../src/stt/subtitles/subtitle-formats.js';
import { characters, count, usd } from '../format';
import { useLang } from '../i18n';
import type { Transcript } from '../types';

/**
 * The transcript with what it cost (its characters, as billed), the recording's length and
 * the language found, and subtitle files made from its timings with the server's own rules.
 */
export function TranscriptView(props: { transcript: Transcript }) {
  const { lang, t } = useLang();
  const { text, minutes, language, words, segments } = props.transcript;
  const files = useMemo(() => {
    const cues = buildCues(words ?? [], segments ?? []);
    const url = (body: string, type: string) => URL.createObjectURL(new Blob([body], { type }));
    return { srt: url(toSrt(cues), 'application/x-subrip'), vtt: url(toVtt(cues), 'text/vtt') };
  }, [props.transcript]);
  // Each transcript replaces the last: free its files.
  useEffect(
    () => () => {
      URL.revokeObjectURL(files.srt);
      URL.revokeObjectURL(files.vtt);
    },
    [files],
  );
  return (
    <>
      <h3>{t.playground.transcript}</h3>
      <p class="transcript" dir="auto" data-testid="transcript">
        {text}
      </p>
      <dl class="facts" data-testid="transcript-facts">
        <dt>{t.playground.sttCharged}</dt>
        <dd>
          {characters(lang, t, text.length)}:{' '}
          <span dir="ltr">{usd(formatUsd(priceOfCharacters(text.length)))}</span>
        </dd>
        <dt>{t.playground.duration}</dt>
        <dd>{t.playground.minutes(count(lang, minutes))}</dd>
        <dt>{t.playground.detected}</dt>
        <dd>{t.languages[language] ?? language}</dd>
      </dl>
      <div class="actions">
        <a class="button-link" href={files.srt} download="transcript.srt">
          {t.playground.downloadSrt}
        </a>
        <a class="button-link" href={files.vtt} download="transcript.vtt">
          {t.playground.downloadVtt}
        </a>
      </div>
    </>
  );
}
