// Synthesises Threadline's notification sounds, one per name of NOTIFICATION_SOUNDS except "none"
// (shared/settings/value-lists.ts), as 16-bit mono WAV files in renderer/public/sounds/, which Vite
// copies into the renderer build. Made from sine waves and envelopes here, so they are ours (see the
// README's "Third-party data"). The output is deterministic: run `node scripts/make-sounds.mjs` after
// changing a recipe and commit the files.
import { Buffer } from 'node:buffer';
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const RATE = 22_050;
const outDir = join(dirname(fileURLToPath(import.meta.url)), '..', 'renderer', 'public', 'sounds');

/** One voice: a frequency (or a sweep to `to`), partials as ratio → gain, a start, a length and a decay. */
function tone({ start = 0, seconds, freq, to = freq, partials = { 1: 1 }, decay = 6, attack = 0.005 }) {
  const list = Object.entries(partials).map(([ratio, gain]) => [Number(ratio), gain]);
  return { start, seconds, freq, to, partials: list, decay, attack };
}

/** Each sound is a list of voices mixed together. */
const RECIPES = {
  // Two soft notes a fifth apart, the second a little later.
  zulip: [
    tone({ seconds: 0.22, freq: 880, partials: { 1: 1, 2: 0.15 }, decay: 14 }),
    tone({ start: 0.09, seconds: 0.35, freq: 1318.5, partials: { 1: 1, 2: 0.12 }, decay: 10 }),
  ],
  // A bell: inharmonic partials ringing out slowly.
  'chime-bell': [
    tone({ seconds: 1.1, freq: 1046.5, partials: { 1: 1, 2.76: 0.45, 5.4: 0.25, 8.93: 0.1 }, decay: 4 }),
  ],
  // One bright note with a quick decay.
  ding: [tone({ seconds: 0.6, freq: 1568, partials: { 1: 1, 2: 0.3, 3: 0.08 }, decay: 8 })],
  // A fast upward sweep.
  swift: [tone({ seconds: 0.22, freq: 700, to: 1900, partials: { 1: 1, 2: 0.1 }, decay: 9, attack: 0.01 })],
  // A short, high, pure note.
  ping: [tone({ seconds: 0.3, freq: 2093, decay: 16, attack: 0.002 })],
  // Three quick notes: down, then up past the first.
  'tri-tone': [
    tone({ seconds: 0.16, freq: 1318.5, partials: { 1: 1, 2: 0.2 }, decay: 12 }),
    tone({ start: 0.12, seconds: 0.16, freq: 987.8, partials: { 1: 1, 2: 0.2 }, decay: 12 }),
    tone({ start: 0.24, seconds: 0.3, freq: 1568, partials: { 1: 1, 2: 0.2 }, decay: 9 }),
  ],
};

function render(voices) {
  const total = Math.max(...voices.map((v) => v.start + v.seconds));
  const samples = new Float64Array(Math.ceil(total * RATE));
  for (const voice of voices) {
    const first = Math.round(voice.start * RATE);
    const count = Math.round(voice.seconds * RATE);
    let phase = 0;
    for (let i = 0; i < count; i++) {
      const t = i / RATE;
      const progress = i / count;
      const freq = voice.freq + (voice.to - voice.freq) * progress;
      phase += (2 * Math.PI * freq) / RATE;
      const attack = Math.min(1, t / voice.attack);
      // Exponential decay, faded to zero over the last 10 % so no voice ends in a click.
      const release = Math.min(1, (1 - progress) / 0.1);
      const envelope = attack * Math.exp(-voice.decay * t) * release;
      let value = 0;
      for (const [ratio, gain] of voice.partials) value += gain * Math.sin(phase * ratio);
      samples[first + i] += value * envelope;
    }
  }
  const peak = samples.reduce((max, v) => Math.max(max, Math.abs(v)), 0) || 1;
  const pcm = Buffer.alloc(samples.length * 2);
  samples.forEach((v, i) => pcm.writeInt16LE(Math.round((v / peak) * 0.7 * 32767), i * 2));
  return pcm;
}

function wav(pcm) {
  const header = Buffer.alloc(44);
  header.write('RIFF', 0);
  header.writeUInt32LE(36 + pcm.length, 4);
  header.write('WAVE', 8);
  header.write('fmt ', 12);
  header.writeUInt32LE(16, 16); // PCM format chunk size
  header.writeUInt16LE(1, 20); // PCM
  header.writeUInt16LE(1, 22); // mono
  header.writeUInt32LE(RATE, 24);
  header.writeUInt32LE(RATE * 2, 28); // bytes per second
  header.writeUInt16LE(2, 32); // bytes per frame
  header.writeUInt16LE(16, 34); // bits per sample
  header.write('data', 36);
  header.writeUInt32LE(pcm.length, 40);
  return Buffer.concat([header, pcm]);
}

mkdirSync(outDir, { recursive: true });
for (const [name, voices] of Object.entries(RECIPES)) {
  const file = join(outDir, `${name}.wav`);
  writeFileSync(file, wav(render(voices)));
  process.stderr.write(`wrote ${file}\n`);
}
