import { useEffect, useState } from 'preact/hooks';
import { priceOfCharacters } from '../../../src/billing/pricing.js';
import { formatUsd } from '../../../src/common/money.js';
import { get, post } from '../api';
import { AgentDemo } from '../components/agent-demo';
import { CurlSnippet, curlCommand } from '../components/curl-snippet';
import { Field, Notice } from '../components/field';
import { SpeechToText } from '../components/speech-to-text';
import { VoicePicker } from '../components/voice-picker';
import { useLoad } from '../components/use-load';
import { characters, usd } from '../format';
import { useErrorText } from '../errors';
import { useLang } from '../i18n';
import type { BillingSummary, VoiceList } from '../types';

const SAMPLE_TEXT = 'مرحباً بكم في خدمة تحويل النص إلى كلام.';
const QUALITIES = ['flash', 'pro', 'v2'];

interface Speech {
  audio: string;
  mimeType: string;
  characters: number;
}

function audioUrl(speech: Speech): string {
  const bytes = Uint8Array.from(atob(speech.audio), (c) => c.charCodeAt(0));
  return URL.createObjectURL(new Blob([bytes], { type: speech.mimeType }));
}

/**
 * Right to left, as Arabic is written, unless the text starts with a Latin letter: English
 * typed here then reads left to right, its full stop at its end (dir="auto", Arabic first).
 */
function textDirection(text: string): 'ltr' | 'rtl' {
  return /^[^\p{L}]*\p{Script=Latin}/u.test(text) ? 'ltr' : 'rtl';
}

export function PlaygroundPage() {
  const { lang, t } = useLang();
  const errorText = useErrorText();
  const voices = useLoad(() => get<VoiceList>('/tts/voices'));
  const billing = useLoad(() => get<BillingSummary>('/billing'));
  const [text, setText] = useState(SAMPLE_TEXT);
  const [voiceId, setVoiceId] = useState('layla');
  const [dialectId, setDialectId] = useState('msa');
  const [quality, setQuality] = useState('flash');
  const [result, setResult] = useState<{ url: string; characters: number } | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  // Each new result replaces the last: free the old audio.
  useEffect(() => () => result && URL.revokeObjectURL(result.url), [result]);

  const speak = async (event: Event) => {
    event.preventDefault();
    setBusy(true);
    setError(null);
    try {
      const speech = await post<Speech>('/tts', { text, voiceId, dialectId, quality });
      setResult({ url: audioUrl(speech), characters: speech.characters });
      billing.reload();
    } catch (e) {
      setError(errorText(e));
    } finally {
      setBusy(false);
    }
  };

  const balance = billing.state.status === 'ready' ? billing.state.data : null;
  const costUsd = formatUsd(priceOfCharacters(text.length));
  return (
    <>
      <h1>{t.playground.title}</h1>
      <p class="muted">{t.playground.billed}</p>
      {balance && balance.balanceMicros <= 0 && (
        <Notice kind="warning">{t.playground.noCredit}</Notice>
      )}
      <section class="card" aria-labelledby="tts-title">
        <h2 id="tts-title">{t.playground.ttsTitle}</h2>
        <form onSubmit={(e) => void speak(e)}>
          <Field label={t.playground.text}>
            {(c) => (
              <textarea
                id={c.id}
                class="arabic"
                dir={textDirection(text)}
                lang="ar"
                maxLength={5000}
                placeholder={t.playground.textPlaceholder}
                value={text}
                onInput={(e) => setText(e.currentTarget.value)}
              />
            )}
          </Field>
          <div class="row">
            <VoicePicker
              voices={voices.state.status === 'ready' ? voices.state.data.voices : []}
              value={voiceId}
              onChange={setVoiceId}
            />
            <Field label={t.playground.dialect}>
              {(c) => (
                <select
                  id={c.id}
                  value={dialectId}
                  onChange={(e) => setDialectId(e.currentTarget.value)}
                >
                  {Object.entries(t.dialects).map(([id, name]) => (
                    <option key={id} value={id}>
                      {name}
                    </option>
                  ))}
                </select>
              )}
            </Field>
            <Field label={t.playground.quality}>
              {(c) => (
                <select
                  id={c.id}
                  value={quality}
                  onChange={(e) => setQuality(e.currentTarget.value)}
                >
                  {QUALITIES.map((id) => (
                    <option key={id} value={id}>
                      {t.qualities[id]}
                    </option>
                  ))}
                </select>
              )}
            </Field>
          </div>
          <div class="actions">
            <button type="submit" disabled={busy || !text.trim()}>
              {busy ? t.playground.speaking : t.playground.speak}
            </button>
            <span class="cost" data-testid="tts-cost">
              {t.playground.cost(characters(lang, t, text.length), usd(costUsd))}
            </span>
          </div>
        </form>
        <CurlSnippet
          command={curlCommand('POST', '/tts', 'key', {
            json: { text, voiceId, dialectId, quality },
          })}
        />
        {error && <Notice kind="error">{error}</Notice>}
        {result && (
          <>
            <audio
              controls
              src={result.url}
              aria-label={t.playground.player}
              data-testid="tts-audio"
            />
            <div class="actions">
              <a class="button-link" href={result.url} download="speech.mp3">
                {t.playground.download}
              </a>
              {balance && (
                <span class="muted">
                  {t.playground.charged(
                    usd(formatUsd(priceOfCharacters(result.characters))),
                    usd(balance.balanceUsd),
                  )}
                </span>
              )}
            </div>
          </>
        )}
      </section>
      <AgentDemo voiceId={voiceId} dialectId={dialectId} quality={quality} />
      <SpeechToText />
    </>
  );
}
