import { Logger } from '@nestjs/common';
import { RecognizerRegistry } from '../recognizer-registry.js';
import type { SpeechRecognizer } from '../ports/speech-recognizer.js';
import type { SttConfig, SttEngineName } from '../stt.config.js';
import { findPocketsphinx, PocketsphinxRecognizer } from './pocketsphinx.recognizer.js';
import { findWhisperModel } from './whisper-model.js';
import { WhisperRecognizer } from './whisper.recognizer.js';

const logger = new Logger('SpeechRecognition');

/**
 * Starts the configured engines in order. A missing pocketsphinx install only removes
 * English-by-pocketsphinx (warned, answered 503 per request); a configured whisper model
 * that cannot load stops the boot, since someone asked for it explicitly.
 */
export async function createRecognizerRegistry(config: SttConfig): Promise<RecognizerRegistry> {
  const started: SpeechRecognizer[] = [];
  try {
    for (const name of config.engines) {
      const recognizer = await startEngine(name, config);
      if (recognizer) started.push(recognizer);
    }
  } catch (error) {
    await Promise.all(started.map((recognizer) => recognizer.close()));
    throw error;
  }
  logger.log(`Speech recognition engines: ${started.map((r) => r.name).join(', ') || 'none'}`);
  return new RecognizerRegistry(started);
}

async function startEngine(
  name: SttEngineName,
  config: SttConfig,
): Promise<SpeechRecognizer | undefined> {
  switch (name) {
    case 'pocketsphinx': {
      const setup = findPocketsphinx(config.pocketsphinxBinary, config.pocketsphinxModelDir);
      if ('missing' in setup) {
        logger.warn(
          `pocketsphinx is not available: ${setup.missing}. Languages no other engine covers will answer 503.`,
        );
        return undefined;
      }
      return new PocketsphinxRecognizer(setup, config.workers);
    }
    case 'whisper':
      // the environment check guarantees the directory is set when whisper is listed.
      return WhisperRecognizer.start(findWhisperModel(config.whisperModelDir!), config.workers);
  }
}
