/** Mono 16-bit PCM: the one audio shape every synthesizer returns and the encoder accepts. */
export interface PcmAudio {
  samples: Int16Array;
  sampleRate: number;
}

export function pcmDurationSeconds(audio: PcmAudio): number {
  return audio.samples.length / audio.sampleRate;
}

/**
 * Joins clips end to end with the same stretch of silence between each pair, so a
 * dialogue breathes evenly. All clips come from one engine, hence one sample rate.
 */
export function joinWithPauses(clips: readonly PcmAudio[], pauseSeconds: number): PcmAudio {
  if (clips.length === 0) throw new Error('joinWithPauses needs at least one clip');
  const sampleRate = clips[0].sampleRate;
  if (clips.some((clip) => clip.sampleRate !== sampleRate)) {
    throw new Error('joinWithPauses needs clips of one sample rate');
  }
  const gap = Math.round(pauseSeconds * sampleRate);
  const total =
    clips.reduce((sum, clip) => sum + clip.samples.length, 0) + gap * (clips.length - 1);
  const samples = new Int16Array(total);
  let offset = 0;
  clips.forEach((clip, index) => {
    if (index > 0) offset += gap;
    samples.set(clip.samples, offset);
    offset += clip.samples.length;
  });
  return { samples, sampleRate };
}

/** Raw little-endian s16 bytes, the layout ffmpeg reads with `-f s16le`. */
export function pcmBytes(audio: PcmAudio): Buffer {
  const { buffer, byteOffset, byteLength } = audio.samples;
  return Buffer.from(buffer, byteOffset, byteLength);
}
