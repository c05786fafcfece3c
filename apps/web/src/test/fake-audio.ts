import { vi } from 'vitest';

/**
 * An AudioContext stand-in: records the tones the app plays, and starts suspended or running as a
 * browser would before or after a user gesture.
 */
export class FakeAudioContext {
  static instances: FakeAudioContext[] = [];
  static initialState: AudioContextState = 'running';

  state: AudioContextState = FakeAudioContext.initialState;
  currentTime = 0;
  readonly destination = {};
  /** Frequencies of every oscillator started, in order. */
  readonly tones: number[] = [];
  private listeners = new Set<() => void>();

  constructor() {
    FakeAudioContext.instances.push(this);
  }

  static reset(initialState: AudioContextState = 'running') {
    FakeAudioContext.instances = [];
    FakeAudioContext.initialState = initialState;
  }

  /** Every tone played by any context. */
  static allTones(): number[] {
    return FakeAudioContext.instances.flatMap((context) => context.tones);
  }

  createOscillator() {
    const oscillator = {
      type: 'sine',
      frequency: { value: 0 },
      connect: () => {},
      start: () => this.tones.push(oscillator.frequency.value),
      stop: () => {},
    };
    return oscillator;
  }

  createGain() {
    return {
      gain: { value: 1, setValueAtTime: () => {}, exponentialRampToValueAtTime: () => {} },
      connect: () => {},
    };
  }

  createDynamicsCompressor() {
    return { connect: () => {} };
  }

  addEventListener(_type: 'statechange', listener: () => void) {
    this.listeners.add(listener);
  }

  removeEventListener(_type: 'statechange', listener: () => void) {
    this.listeners.delete(listener);
  }

  resume = vi.fn(async () => {
    this.state = 'running';
    for (const listener of this.listeners) listener();
  });

  close = vi.fn(async () => {
    this.state = 'closed';
  });
}
