import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { NOTIFICATION_SOUNDS } from '../../../../shared/settings/value-lists';
import {
  createSoundPlayer,
  soundUrl,
  type PlayableAudio,
} from '../../../../renderer/src/features/notifications/notification-sounds';

const publicDir = join(import.meta.dirname, '..', '..', '..', '..', 'renderer', 'public');

describe('notification sounds', () => {
  it('ships a playable WAV file for every sound name but "none"', () => {
    for (const name of NOTIFICATION_SOUNDS) {
      const url = soundUrl(name);
      if (name === 'none') {
        expect(url).toBeNull();
        continue;
      }
      expect(url).toBe(`./sounds/${name}.wav`);
      const file = readFileSync(join(publicDir, url!.slice(2)));
      expect(file.subarray(0, 4).toString()).toBe('RIFF');
      expect(file.subarray(8, 12).toString()).toBe('WAVE');
      // PCM, mono, and at least a tenth of a second of sound at the stated rate.
      expect(file.readUInt16LE(20)).toBe(1);
      expect(file.readUInt16LE(22)).toBe(1);
      expect(file.readUInt32LE(40)).toBeGreaterThan(file.readUInt32LE(28) / 10);
    }
  });

  it('plays the default sound for a name the server offers that Threadline does not ship', () => {
    expect(soundUrl('bells-of-notre-dame')).toBe('./sounds/zulip.wav');
  });
});

describe('createSoundPlayer', () => {
  function fakeAudio(refuse = false) {
    const made: string[] = [];
    const played: string[] = [];
    const create = (src: string): PlayableAudio => {
      made.push(src);
      return {
        currentTime: 3,
        play() {
          played.push(src);
          return refuse ? Promise.reject(new Error('NotAllowedError')) : Promise.resolve();
        },
      };
    };
    return { create, made, played };
  }

  it('plays the named sound from the start, reusing one element per file', async () => {
    const audio = fakeAudio();
    const player = createSoundPlayer(audio.create);
    expect(await player.play('ding')).toBe(true);
    expect(await player.play('ding')).toBe(true);
    expect(await player.play('none')).toBe(false);
    expect(audio.made).toEqual(['./sounds/ding.wav']);
    expect(audio.played).toEqual(['./sounds/ding.wav', './sounds/ding.wav']);
  });

  it('says false when the browser refuses to play', async () => {
    const audio = fakeAudio(true);
    expect(await createSoundPlayer(audio.create).play('ping')).toBe(false);
  });
});
