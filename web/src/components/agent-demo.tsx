import { useEffect, useRef, useState } from 'preact/hooks';
import { useLang, type Lang } from '../i18n';
import { Field, Notice } from './field';

const AGENT_REPLY =
  'أهلاً بك! موعدك مع الطبيب يوم الأحد 15 مارس الساعة 3:30 عصراً. هل تريد أن أرسل لك تذكيراً قبل الموعد بساعة؟';
/** As a language model streams its reply: about 20 characters every 30 ms. */
const PIECE = 20;
const PIECE_GAP_MS = 30;
const SAMPLE_RATE = 16000;

const TEXT: Record<Lang, Record<string, string>> = {
  en: {
    title: 'Type as an agent would',
    intro:
      'The reply goes over the realtime WebSocket (GET /tts/realtime) 20 characters at a time, as a language model writes it; each sentence is heard as soon as it is complete. Interrupt stops it at once, as a caller talking over the agent would.',
    reply: 'Agent reply',
    start: 'Stream the reply',
    interrupt: 'Interrupt',
    firstAudio: 'First audio',
    billed: 'Characters billed',
  },
  ar: {
    title: 'اكتب كما يكتب الوكيل',
    intro:
      'يُرسَل الرد عبر WebSocket الفوري (GET /tts/realtime) عشرين حرفاً في كل مرة كما يكتبه نموذج اللغة، وتُسمَع كل جملة فور اكتمالها. زر المقاطعة يوقفه فوراً كما لو تكلم المتصل فوق الوكيل.',
    reply: 'رد الوكيل',
    start: 'أرسل الرد متدفقاً',
    interrupt: 'قاطِع',
    firstAudio: 'أول صوت',
    billed: 'الحروف المحتسبة',
  },
};

/** Raw 16-bit PCM frames played back to back as they arrive; a sample split across frames is kept. */
class PcmPlayer {
  private readonly context = new AudioContext({ sampleRate: SAMPLE_RATE });
  private nextStart = 0;
  private carry: Uint8Array = new Uint8Array(0);
  private readonly sources = new Set<AudioBufferSourceNode>();

  play(base64: string): void {
    const bytes = Uint8Array.from(atob(base64), (c) => c.charCodeAt(0));
    const joined = new Uint8Array(this.carry.length + bytes.length);
    joined.set(this.carry);
    joined.set(bytes, this.carry.length);
    const usable = joined.length - (joined.length % 2);
    this.carry = joined.slice(usable);
    const samples = new DataView(joined.buffer, 0, usable);
    const buffer = this.context.createBuffer(1, usable / 2, SAMPLE_RATE);
    const channel = buffer.getChannelData(0);
    for (let i = 0; i < channel.length; i++) channel[i] = samples.getInt16(i * 2, true) / 32768;
    const source = this.context.createBufferSource();
    source.buffer = buffer;
    source.connect(this.context.destination);
    this.nextStart = Math.max(this.nextStart, this.context.currentTime);
    source.start(this.nextStart);
    this.nextStart += buffer.duration;
    this.sources.add(source);
    source.onended = () => this.sources.delete(source);
  }

  stop(): void {
    for (const source of this.sources) source.stop();
    this.sources.clear();
    void this.context.close();
  }
}

interface ServerMessage {
  type: string;
  audio?: string;
  characters?: number;
  error?: string;
}

/** The playground's voice-agent demo over the realtime socket, with the session cookie. */
export function AgentDemo(props: { voiceId: string; dialectId: string; quality: string }) {
  const { lang } = useLang();
  const text = TEXT[lang];
  const [reply, setReply] = useState(AGENT_REPLY);
  const [running, setRunning] = useState(false);
  const [firstAudioMs, setFirstAudioMs] = useState<number | null>(null);
  const [billed, setBilled] = useState(0);
  const [error, setError] = useState<string | null>(null);
  const socket = useRef<WebSocket | null>(null);
  // Kept after the socket closes: the last sentences are still playing.
  const player = useRef<PcmPlayer | null>(null);

  const finish = () => {
    socket.current?.close();
    socket.current = null;
    setRunning(false);
  };
  useEffect(
    () => () => {
      socket.current?.close();
      player.current?.stop();
    },
    [],
  );

  const start = () => {
    setError(null);
    setFirstAudioMs(null);
    setBilled(0);
    setRunning(true);
    const query = new URLSearchParams({ ...props, outputFormat: `pcm_${SAMPLE_RATE}` });
    const url = `${location.origin.replace(/^http/, 'ws')}/tts/realtime?${query}`;
    player.current?.stop();
    const speaker = new PcmPlayer();
    player.current = speaker;
    const open = new WebSocket(url);
    socket.current = open;
    let sentAt = 0;
    open.onmessage = (event: MessageEvent<string>) => {
      const message = JSON.parse(event.data) as ServerMessage;
      if (message.type === 'audio') {
        setFirstAudioMs((first) => first ?? Math.round(performance.now() - sentAt));
        setBilled((sum) => sum + (message.characters ?? 0));
        speaker.play(message.audio!);
      } else if (message.type === 'error') setError(message.error ?? null);
      else if (message.type === 'done') finish();
    };
    // A refused upgrade reaches the page as a bare close: the reasons are the HTTP answers.
    open.onclose = (event) => {
      if (event.code !== 1000 && event.reason) setError(event.reason);
      setRunning(false);
    };
    open.onopen = async () => {
      sentAt = performance.now();
      for (let i = 0; i < reply.length && open.readyState === WebSocket.OPEN; i += PIECE) {
        open.send(JSON.stringify({ text: reply.slice(i, i + PIECE) }));
        await new Promise((resolve) => setTimeout(resolve, PIECE_GAP_MS));
      }
      if (open.readyState === WebSocket.OPEN) open.send(JSON.stringify({ type: 'end' }));
    };
  };

  // Barge-in: the context is closed (nothing more is rendered or billed) and playback stops.
  const interrupt = () => {
    socket.current?.send(JSON.stringify({ type: 'closeContext', contextId: 'default' }));
    player.current?.stop();
    player.current = null;
    finish();
  };

  return (
    <section class="card" aria-labelledby="agent-title" data-testid="agent-demo">
      <h2 id="agent-title">{text.title}</h2>
      <p class="muted">{text.intro}</p>
      <Field label={text.reply}>
        {(c) => (
          <textarea
            id={c.id}
            class="arabic"
            dir="rtl"
            lang="ar"
            maxLength={2000}
            value={reply}
            onInput={(e) => setReply(e.currentTarget.value)}
          />
        )}
      </Field>
      <div class="actions">
        <button type="button" disabled={running || !reply.trim()} onClick={start}>
          {text.start}
        </button>
        <button type="button" class="secondary" disabled={!running} onClick={interrupt}>
          {text.interrupt}
        </button>
        {firstAudioMs !== null && (
          <span class="muted" data-testid="agent-first-audio">
            {text.firstAudio}: {firstAudioMs} ms · {text.billed}: {billed}
          </span>
        )}
      </div>
      {error && <Notice kind="error">{error}</Notice>}
    </section>
  );
}
