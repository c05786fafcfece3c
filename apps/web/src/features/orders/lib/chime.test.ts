import { describe, expect, it } from 'vitest';
import { FakeAudioContext } from '@/test/fake-audio';
import { CHIME_TONES_HZ, playChime } from './chime';

describe('playChime', () => {
  it('strikes two different tones, each with its overtones', () => {
    const context = new FakeAudioContext();
    playChime(context as unknown as AudioContext);
    const [high, low] = CHIME_TONES_HZ;
    expect(high).not.toBe(low);
    expect(context.tones).toContain(high);
    expect(context.tones).toContain(low);
    expect(context.tones.filter((tone) => tone === high * 2)).toHaveLength(1);
  });
});
