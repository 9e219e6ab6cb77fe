import { useRef, useState } from 'preact/hooks';
import { post } from '../api';
import { useErrorText } from '../errors';
import { useLang } from '../i18n';
import { CurlSnippet, curlCommand } from './curl-snippet';
import { Field, Notice } from './field';
import { TranscriptView } from './transcript-view';
import type { SttLanguages, Transcript } from '../types';
import { useLoad } from './use-load';
import { get } from '../api';

/** The STT box: a file or a microphone recording, sent to /stt/transcribe, the transcript shown. */
export function SpeechToText() {
  const { t } = useLang();
  const errorText = useErrorText();
  const [audio, setAudio] = useState<File | null>(null);
  const [language, setLanguage] = useState('');
  const [recorder, setRecorder] = useState<MediaRecorder | null>(null);
  const [result, setResult] = useState<Transcript | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const fileInput = useRef<HTMLInputElement>(null);
  const languages = useLoad(() => get<SttLanguages>('/stt/languages'));
  const offered =
    languages.state.status === 'ready'
      ? languages.state.data
      : { languages: [], detectsLanguage: true };
  const canRecord = typeof MediaRecorder !== 'undefined' && Boolean(navigator.mediaDevices);

  const record = async () => {
    setError(null);
    try {
      const stream = await navigator.mediaDevices.getUserMedia({ audio: true });
      const next = new MediaRecorder(stream);
      const chunks: Blob[] = [];
      next.ondataavailable = (e) => chunks.push(e.data);
      next.onstop = () => {
        stream.getTracks().forEach((track) => track.stop());
        const type = next.mimeType || 'audio/webm';
        const extension = type.includes('ogg') ? 'ogg' : type.includes('mp4') ? 'm4a' : 'webm';
        setAudio(new File(chunks, `recording.${extension}`, { type }));
        if (fileInput.current) fileInput.current.value = '';
        setRecorder(null);
      };
      next.start();
      setRecorder(next);
    } catch {
      setError(t.playground.micUnavailable);
    }
  };

  const transcribe = async (event: Event) => {
    event.preventDefault();
    if (!audio) return;
    setBusy(true);
    setError(null);
    setResult(null);
    const form = new FormData();
    form.append('audio', audio, audio.name);
    if (language) form.append('language', language);
    // Word timings make the subtitle files; they cost nothing more.
    form.append('timestamps', 'word');
    try {
      setResult(await post<Transcript>('/stt/transcribe', form));
    } catch (e) {
      setError(errorText(e));
    } finally {
      setBusy(false);
    }
  };

  return (
    <section class="card" aria-labelledby="stt-title">
      <h2 id="stt-title">{t.playground.sttTitle}</h2>
      {languages.state.status === 'ready' && !offered.languages.includes('ar') && (
        <Notice kind="info">{t.playground.noArabicStt}</Notice>
      )}
      <form onSubmit={(e) => void transcribe(e)}>
        <div class="row">
          <Field label={t.playground.file} hint={t.playground.fileHint}>
            {(c) => (
              <input
                id={c.id}
                ref={fileInput}
                type="file"
                accept="audio/*,.mp3,.wav,.webm,.ogg,.m4a,.flac"
                aria-describedby={c.describedBy}
                onChange={(e) => setAudio(e.currentTarget.files?.[0] ?? null)}
              />
            )}
          </Field>
          <Field label={t.playground.language}>
            {(c) => (
              <select
                id={c.id}
                value={language}
                onChange={(e) => setLanguage(e.currentTarget.value)}
              >
                <option value="">{t.playground.autoLanguage}</option>
                {offered.languages.map((code) => (
                  <option key={code} value={code}>
                    {t.languages[code] ?? code}
                  </option>
                ))}
              </select>
            )}
          </Field>
        </div>
        <div class="actions">
          {canRecord ? (
            <button
              type="button"
              class="secondary"
              aria-pressed={Boolean(recorder)}
              onClick={() => (recorder ? recorder.stop() : void record())}
            >
              {recorder ? t.playground.stop : t.playground.record}
            </button>
          ) : (
            <span class="muted">{t.playground.micUnavailable}</span>
          )}
          {recorder && <span role="status">{t.playground.recording}</span>}
          {audio && !recorder && <span class="muted">{audio.name}</span>}
          <button type="submit" disabled={!audio || busy || Boolean(recorder)}>
            {busy ? t.playground.transcribing : t.playground.transcribe}
          </button>
        </div>
        <p class="hint">{t.playground.sttCost}</p>
      </form>
      <CurlSnippet
        command={curlCommand('POST', '/stt/transcribe', 'key', {
          form: { audio: `@${audio?.name ?? 'speech.mp3'}`, ...(language ? { language } : {}) },
        })}
      />
      {error && <Notice kind="error">{error}</Notice>}
      {result && <TranscriptView transcript={result} />}
    </section>
  );
}
