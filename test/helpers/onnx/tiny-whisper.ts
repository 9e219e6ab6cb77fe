import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { onnxModel } from './onnx-writer.js';

/**
 * A whisper model of a few hundred bytes with the inputs, outputs and metadata sherpa-onnx
 * reads from OpenAI's exports (encoder: mel -> cross-attention keys and values; decoder:
 * tokens, self-attention caches, cross keys and values, offset -> logits and caches), but
 * with weights chosen by hand so that what it "hears" is known:
 *
 * - the encoder reduces the log-mel features to their loudest value, which the decoder
 *   reads from the cross-attention keys;
 * - the decoder's logits are a table lookup on the current token, plus that loudness
 *   times a second table: after the prompt, loud audio leads to " hello world", silence to
 *   " quiet"; asked for no language, it detects English.
 *
 * So a transcript proves the whole path ran: the adapter's process, the loading of both
 * sessions and the tokens, the features of the audio, language detection, and the greedy
 * decoding loop up to the end-of-text token.
 */
export const TINY_WHISPER_TEXT = { loud: 'hello world', silent: 'quiet' } as const;

const WORDS = [' hello', ' world', ' quiet'];
const [HELLO, WORLD, QUIET] = [0, 1, 2];
const EOT = 3;
const SOT = 4;
const LANGUAGES = ['en', 'ar', 'fr'];
const [EN, AR, FR] = [5, 6, 7];
const TRANSLATE = 8;
const TRANSCRIBE = 9;
const NO_SPEECH = 10;
const NO_TIMESTAMPS = 11;
const BLANK = 12;
const VOCAB = 13;
/** Self-attention cache length; the decoder passes the caches through untouched. */
const TEXT_CTX = 8;

/** Writes `tiny-encoder.int8.onnx`, `tiny-decoder.int8.onnx` and `tiny-tokens.txt` into `dir`. */
export function writeTinyWhisperModel(dir: string): void {
  mkdirSync(dir, { recursive: true });
  writeFileSync(join(dir, 'tiny-encoder.int8.onnx'), encoder());
  writeFileSync(join(dir, 'tiny-decoder.int8.onnx'), decoder());
  // Whisper's tokens file holds each token's bytes in base64, then its id.
  const tokens = WORDS.map((word, id) => `${Buffer.from(word).toString('base64')} ${id}`);
  writeFileSync(join(dir, 'tiny-tokens.txt'), `${tokens.join('\n')}\n`);
}

function encoder(): Buffer {
  return onnxModel({
    inputs: [{ name: 'mel', type: 'float', shape: [1, 80, 'n_frames'] }],
    outputs: [
      { name: 'n_layer_cross_k', type: 'float', shape: [1, 1, 1, 1] },
      { name: 'n_layer_cross_v', type: 'float', shape: [1, 1, 1, 1] },
    ],
    nodes: [
      { op: 'ReduceMax', inputs: ['mel'], outputs: ['loudest'], attributes: { keepdims: 1 } },
      { op: 'Reshape', inputs: ['loudest', 'cross_shape'], outputs: ['n_layer_cross_k'] },
      { op: 'Identity', inputs: ['n_layer_cross_k'], outputs: ['n_layer_cross_v'] },
    ],
    initializers: [{ name: 'cross_shape', type: 'int64', dims: [4], values: [1, 1, 1, 1] }],
    metadata: {
      model_type: 'whisper-tiny',
      n_mels: 80,
      n_audio_ctx: 1,
      n_audio_state: 1,
      n_audio_head: 1,
      n_audio_layer: 1,
      n_vocab: VOCAB,
      n_text_ctx: TEXT_CTX,
      n_text_state: 1,
      n_text_head: 1,
      n_text_layer: 1,
      sot_sequence: [SOT, EN, TRANSCRIBE].join(','),
      all_language_tokens: [EN, AR, FR].join(','),
      all_language_codes: LANGUAGES.join(','),
      sot: SOT,
      sot_index: 0,
      eot: EOT,
      blank_id: BLANK,
      is_multilingual: 1,
      no_speech: NO_SPEECH,
      non_speech_tokens: '',
      transcribe: TRANSCRIBE,
      translate: TRANSLATE,
      sot_prev: SOT,
      sot_lm: SOT,
      no_timestamps: NO_TIMESTAMPS,
    },
  });
}

function decoder(): Buffer {
  const cache = [1, 1, TEXT_CTX, 1];
  return onnxModel({
    inputs: [
      { name: 'tokens', type: 'int64', shape: [1, 'n_tokens'] },
      { name: 'in_n_layer_self_k_cache', type: 'float', shape: cache },
      { name: 'in_n_layer_self_v_cache', type: 'float', shape: cache },
      { name: 'n_layer_cross_k', type: 'float', shape: [1, 1, 1, 1] },
      { name: 'n_layer_cross_v', type: 'float', shape: [1, 1, 1, 1] },
      { name: 'offset', type: 'int64', shape: [1] },
    ],
    outputs: [
      { name: 'logits', type: 'float', shape: [1, 'n_tokens', VOCAB] },
      { name: 'out_n_layer_self_k_cache', type: 'float', shape: cache },
      { name: 'out_n_layer_self_v_cache', type: 'float', shape: cache },
    ],
    nodes: [
      { op: 'Gather', inputs: ['next', 'tokens'], outputs: ['fixed'], attributes: { axis: 0 } },
      { op: 'Gather', inputs: ['if_loud', 'tokens'], outputs: ['gated'], attributes: { axis: 0 } },
      { op: 'Reshape', inputs: ['n_layer_cross_k', 'scalar_shape'], outputs: ['loudness'] },
      { op: 'Mul', inputs: ['gated', 'loudness'], outputs: ['heard'] },
      { op: 'Add', inputs: ['fixed', 'heard'], outputs: ['logits'] },
      {
        op: 'Identity',
        inputs: ['in_n_layer_self_k_cache'],
        outputs: ['out_n_layer_self_k_cache'],
      },
      {
        op: 'Identity',
        inputs: ['in_n_layer_self_v_cache'],
        outputs: ['out_n_layer_self_v_cache'],
      },
    ],
    initializers: [
      { name: 'next', type: 'float', dims: [VOCAB, VOCAB], values: nextTokenTable() },
      { name: 'if_loud', type: 'float', dims: [VOCAB, VOCAB], values: loudTable() },
      { name: 'scalar_shape', type: 'int64', dims: [3], values: [1, 1, 1] },
    ],
    metadata: {},
  });
}

/** Row = current token, column = the next token's logit; every token not listed ends the text. */
function nextTokenTable(): number[] {
  const table = Array.from({ length: VOCAB }, () => {
    const row = new Array<number>(VOCAB).fill(0);
    row[EOT] = 1;
    return row;
  });
  const follow = (from: number, to: number) => {
    table[from].fill(0);
    table[from][to] = 1;
  };
  follow(SOT, EN); // language detection reads the logits after the start token alone
  follow(NO_TIMESTAMPS, QUIET); // the prompt's last token; loud audio changes this one
  follow(HELLO, WORLD);
  return table.flat();
}

/** Loudness (the largest normalised log-mel value) times 2 overtakes " quiet" past 0.5. */
function loudTable(): number[] {
  const table = new Array<number>(VOCAB * VOCAB).fill(0);
  table[NO_TIMESTAMPS * VOCAB + HELLO] = 2;
  return table;
}
