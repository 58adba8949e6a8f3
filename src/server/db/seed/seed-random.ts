/** mulberry32: a tiny PRNG, so the same seed gives the same tutors on every machine. */
export function prng(seed: number) {
  let a = seed >>> 0;
  const next = () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const pick = <T>(items: readonly T[]): T => items[Math.floor(next() * items.length)]!;
  const weighted = <T>(items: readonly (readonly [T, number])[]): T => {
    let roll = next() * items.reduce((sum, [, weight]) => sum + weight, 0);
    for (const [item, weight] of items) if ((roll -= weight) < 0) return item;
    return items[items.length - 1]![0];
  };
  const between = (low: number, high: number) => low + next() * (high - low);
  const uuid = () => {
    const hex = Array.from({ length: 4 }, () =>
      Math.floor(next() * 2 ** 32)
        .toString(16)
        .padStart(8, '0'),
    ).join('');
    return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-4${hex.slice(13, 16)}-${'89ab'[Math.floor(next() * 4)]}${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
  };
  return { next, pick, between, weighted, uuid };
}
