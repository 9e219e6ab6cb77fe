import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';

export interface WhisperModelFiles {
  encoder: string;
  decoder: string;
  tokens: string;
}

/** The int8 export that sherpa-onnx publishes for each whisper size (tiny, base, ...). */
const REQUIRED = {
  encoder: '-encoder.int8.onnx',
  decoder: '-decoder.int8.onnx',
  tokens: '-tokens.txt',
} as const;

/**
 * Locates the three files of a whisper model in `dir`, or throws an error that says
 * exactly what is wrong, so a misconfigured server stops at boot rather than at the
 * first request.
 */
export function findWhisperModel(dir: string): WhisperModelFiles {
  if (!existsSync(dir) || !statSync(dir).isDirectory()) {
    throw new Error(
      `STT_WHISPER_MODEL_DIR=${dir} is not a directory (run npm run models:download)`,
    );
  }
  const names = readdirSync(dir);
  const problems: string[] = [];
  const found: Partial<WhisperModelFiles> = {};
  for (const [role, suffix] of Object.entries(REQUIRED) as [keyof WhisperModelFiles, string][]) {
    const matches = names.filter((name) => name.endsWith(suffix));
    if (matches.length === 1) found[role] = join(dir, matches[0]);
    else if (matches.length === 0) problems.push(`no *${suffix}`);
    else problems.push(`several *${suffix} (${matches.join(', ')}); keep one model per directory`);
  }
  if (problems.length > 0) {
    throw new Error(
      `STT_WHISPER_MODEL_DIR=${dir} does not hold a whisper model: ${problems.join('; ')}`,
    );
  }
  return found as WhisperModelFiles;
}
