/**
 * The new-order chime, synthesised with the Web Audio API (no sound file): a bell-like "ding-dong"
 * of two tones a major third apart, loud enough to carry across a kitchen but soft-edged. Each tone
 * is a sine with two quieter overtones, struck fast and left to ring out.
 */
export const CHIME_TONES_HZ = [880, 698.46] as const;
/** Seconds between the two strikes, and how long each rings. */
const STRIKE_GAP_S = 0.38;
const RING_S = 1.6;
const PARTIALS = [
  { ratio: 1, gain: 1 },
  { ratio: 2, gain: 0.28 },
  { ratio: 3, gain: 0.08 },
];
/** How often the chime repeats while an order waits unacknowledged. */
export const CHIME_REPEAT_MS = 4000;

type AudioContextLike = Pick<
  AudioContext,
  'currentTime' | 'destination' | 'createOscillator' | 'createGain' | 'createDynamicsCompressor'
>;

export function playChime(context: AudioContextLike, volume = 0.9): void {
  const start = context.currentTime + 0.02;
  // A compressor keeps the loud, layered tones from clipping on small tablet speakers.
  const compressor = context.createDynamicsCompressor();
  compressor.connect(context.destination);
  const master = context.createGain();
  master.gain.value = volume;
  master.connect(compressor);

  CHIME_TONES_HZ.forEach((frequency, index) => {
    const at = start + index * STRIKE_GAP_S;
    for (const partial of PARTIALS) {
      const oscillator = context.createOscillator();
      oscillator.type = 'sine';
      oscillator.frequency.value = frequency * partial.ratio;
      const envelope = context.createGain();
      envelope.gain.setValueAtTime(0.0001, at);
      envelope.gain.exponentialRampToValueAtTime(partial.gain, at + 0.012);
      envelope.gain.exponentialRampToValueAtTime(0.0001, at + RING_S / partial.ratio);
      oscillator.connect(envelope);
      envelope.connect(master);
      oscillator.start(at);
      oscillator.stop(at + RING_S + 0.05);
    }
  });
}

/**
 * The cancellation cue: short, low and falling, so nobody mistakes it for a new order — two soft
 * triangle-wave blips a fourth apart, gone in under half a second, played once.
 */
export const CANCEL_TONES_HZ = [587.33, 440] as const;
const CANCEL_GAP_S = 0.16;
const CANCEL_RING_S = 0.22;

export function playCancelTone(context: AudioContextLike, volume = 0.8): void {
  const start = context.currentTime + 0.02;
  const compressor = context.createDynamicsCompressor();
  compressor.connect(context.destination);
  const master = context.createGain();
  master.gain.value = volume;
  master.connect(compressor);
  CANCEL_TONES_HZ.forEach((frequency, index) => {
    const at = start + index * CANCEL_GAP_S;
    const oscillator = context.createOscillator();
    oscillator.type = 'triangle';
    oscillator.frequency.value = frequency;
    const envelope = context.createGain();
    envelope.gain.setValueAtTime(0.0001, at);
    envelope.gain.exponentialRampToValueAtTime(1, at + 0.01);
    envelope.gain.exponentialRampToValueAtTime(0.0001, at + CANCEL_RING_S);
    oscillator.connect(envelope);
    envelope.connect(master);
    oscillator.start(at);
    oscillator.stop(at + CANCEL_RING_S + 0.02);
  });
}

type AudioContextConstructor = new () => AudioContext;

/** The browser's AudioContext, or null where there is none (tests, very old browsers). */
export function createAudioContext(): AudioContext | null {
  if (typeof window === 'undefined') return null;
  const scope = window as unknown as {
    AudioContext?: AudioContextConstructor;
    webkitAudioContext?: AudioContextConstructor;
  };
  const Constructor = scope.AudioContext ?? scope.webkitAudioContext;
  if (!Constructor) return null;
  try {
    return new Constructor();
  } catch {
    return null;
  }
}
