const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';

/** A source of randomness in [0, 1): Math.random-like, injectable for deterministic ids. */
export type RandomSource = () => number;

/** A random token of URL-safe characters. */
export function randomText(random: RandomSource, length: number): string {
  let text = '';
  for (let i = 0; i < length; i += 1) {
    text += ALPHABET[Math.floor(random() * ALPHABET.length) % ALPHABET.length];
  }
  return text;
}

/** A random source from the platform's CSPRNG (the default when none is injected). */
export function cryptoRandom(): RandomSource {
  return () => {
    const buffer = new Uint32Array(1);
    crypto.getRandomValues(buffer);
    return (buffer[0] as number) / 4_294_967_296;
  };
}

/** A deterministic random source from a 32-bit seed (mulberry32), for tests and the demo. */
export function seededRandom(seed: number): RandomSource {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}
