// Playing the decided notification sound in the page (an HTMLAudioElement), in both hosts: main's
// notifications stay silent. Threadline ships one sound per name of NOTIFICATION_SOUNDS, made by
// scripts/make-sounds.mjs into renderer/public/sounds/; a name a server offers that we do not ship
// plays the default sound rather than nothing.
import { NOTIFICATION_SOUNDS } from '../../../../shared/settings/value-lists';

const DEFAULT_SOUND = 'zulip';
const SHIPPED: ReadonlySet<string> = new Set(NOTIFICATION_SOUNDS.filter((name) => name !== 'none'));

/** The file that plays for a notification_sound value; null for "none". */
export function soundUrl(name: string): string | null {
  if (name === 'none') return null;
  return `./sounds/${SHIPPED.has(name) ? name : DEFAULT_SOUND}.wav`;
}

/** The part of an HTMLAudioElement this needs. */
export interface PlayableAudio {
  currentTime: number;
  play(): Promise<void>;
}

export interface SoundPlayer {
  /** Resolves false when nothing played ("none", or the browser refused, e.g. no user gesture yet). */
  play(name: string): Promise<boolean>;
}

export function createSoundPlayer(
  createAudio: (src: string) => PlayableAudio = (src) => new Audio(src),
): SoundPlayer {
  // One element per file, made on first use and kept: the file is fetched once.
  const elements = new Map<string, PlayableAudio>();
  return {
    async play(name) {
      const url = soundUrl(name);
      if (url === null) return false;
      let audio = elements.get(url);
      if (audio === undefined) {
        audio = createAudio(url);
        elements.set(url, audio);
      }
      audio.currentTime = 0;
      try {
        await audio.play();
        return true;
      } catch {
        return false;
      }
    },
  };
}
