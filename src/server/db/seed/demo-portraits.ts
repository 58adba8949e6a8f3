/*
 * Drawn portraits for the demo tutors: every demo tutor wore the same
 * silhouette, so search looked like a template rather than a marketplace. Each portrait is an SVG
 * put together from a seed (face shape, skin tone, hair style and colour, eyes, brows, mouth,
 * glasses, beard, clothes, background), so the same tutor gets the same face on every machine.
 * Drawn, never photos: no real person's face is shown as a demo tutor's.
 */

import { prng } from './seed-random';

const BACKGROUNDS = ['#dbe7fb', '#fde2d0', '#d9f2e4', '#ece0f7', '#fbe3e3', '#d5f0ee', '#fbf0cc', '#e3e8ef'];
const SKIN = ['#f9dcc4', '#f1c6a5', '#e0ac86', '#c68b63', '#a26a45', '#7a4a2e'];
const HAIR = ['#1f1a17', '#3b2a20', '#5a3a22', '#8a4b24', '#b7793f', '#d9b26a', '#9a9a9a', '#6b2d1f'];
const CLOTHES = ['#2f6fd6', '#d65f2f', '#2fa36b', '#8e44ad', '#34495e', '#16a085', '#c0392b', '#d4a017', '#5d6d7e'];
const EYES = ['#2b1d14', '#3b5b8c', '#4a6b3a', '#5a3a22'];

const FEMALE_HAIR = ['long', 'bob', 'bun', 'long-side', 'curly'] as const;
const MALE_HAIR = ['short', 'side-part', 'crew', 'curly', 'receding'] as const;
type HairStyle = (typeof FEMALE_HAIR)[number] | (typeof MALE_HAIR)[number];

interface Face {
  cx: number;
  cy: number;
  rx: number;
  ry: number;
}

/** Hair drawn behind the head (long styles). */
function hairBack(style: HairStyle, f: Face, color: string): string {
  const { cx, cy, rx } = f;
  if (style === 'long' || style === 'long-side')
    return `<path d="M${cx - rx - 10} ${cy - 10} Q${cx - rx - 16} ${cy + 70} ${cx - rx + 4} ${cy + 110} L${cx + rx - 4} ${cy + 110} Q${cx + rx + 16} ${cy + 70} ${cx + rx + 10} ${cy - 10} Z" fill="${color}"/>`;
  if (style === 'bob')
    return `<path d="M${cx - rx - 10} ${cy - 10} Q${cx - rx - 14} ${cy + 40} ${cx - rx + 2} ${cy + 52} L${cx + rx - 2} ${cy + 52} Q${cx + rx + 14} ${cy + 40} ${cx + rx + 10} ${cy - 10} Z" fill="${color}"/>`;
  if (style === 'curly')
    return Array.from({ length: 9 }, (_, i) => {
      const angle = Math.PI * (0.95 + (i / 8) * 1.1);
      const x = cx + Math.cos(angle) * (rx + 8);
      const y = cy + 10 + Math.sin(angle) * -1 * (f.ry + 6) * (i % 2 ? 0.9 : 1);
      return `<circle cx="${x.toFixed(1)}" cy="${(y + 30).toFixed(1)}" r="18" fill="${color}"/>`;
    }).join('');
  return '';
}

/** Hair over the top of the head, with its fringe. */
function hairFront(style: HairStyle, f: Face, color: string, part: number): string {
  const { cx, cy, rx, ry } = f;
  const top = cy - ry - 8;
  const cap = (fringeY: number, side: number, templeY: number) =>
    `<path d="M${cx - rx - 4} ${templeY} C${cx - rx - 6} ${top} ${cx + rx + 6} ${top} ${cx + rx + 4} ${templeY} Q${cx + side} ${fringeY - 14} ${cx + side * 0.3} ${fringeY} Q${cx - rx * 0.6} ${fringeY - 6} ${cx - rx - 4} ${templeY} Z" fill="${color}"/>`;
  switch (style) {
    case 'short':
      return cap(cy - ry * 0.55, 10 * part, cy - 18);
    case 'side-part':
    case 'long-side':
      return cap(cy - ry * 0.4, 34 * part, cy - 4);
    case 'crew':
      return `<path d="M${cx - rx + 2} ${cy - 24} C${cx - rx} ${top + 6} ${cx + rx} ${top + 6} ${cx + rx - 2} ${cy - 24} Q${cx} ${cy - ry * 0.75} ${cx - rx + 2} ${cy - 24} Z" fill="${color}"/>`;
    case 'receding':
      return `<path d="M${cx - rx - 2} ${cy - 4} Q${cx - rx - 2} ${cy - ry * 0.8} ${cx - rx * 0.55} ${cy - ry * 0.82} Q${cx - rx * 0.7} ${cy - 30} ${cx - rx + 6} ${cy - 2} Z M${cx + rx + 2} ${cy - 4} Q${cx + rx + 2} ${cy - ry * 0.8} ${cx + rx * 0.55} ${cy - ry * 0.82} Q${cx + rx * 0.7} ${cy - 30} ${cx + rx - 6} ${cy - 2} Z" fill="${color}"/>`;
    case 'bun':
      return `<circle cx="${cx}" cy="${top - 4}" r="22" fill="${color}"/>${cap(cy - ry * 0.5, 0, cy - 6)}`;
    case 'curly':
      return Array.from({ length: 7 }, (_, i) => {
        const x = cx - rx + (i * 2 * rx) / 6;
        const y = top + 14 + Math.abs(i - 3) * 7;
        return `<circle cx="${x.toFixed(1)}" cy="${y.toFixed(1)}" r="16" fill="${color}"/>`;
      }).join('');
    default:
      return cap(cy - ry * 0.45, 16 * part, cy);
  }
}

/** One demo tutor's portrait as a 256×256 SVG, the same for the same seed. */
export function portraitSvg(seed: number, female: boolean): string {
  const r = prng(seed);
  const background = r.pick(BACKGROUNDS);
  const skin = r.pick(SKIN);
  // Grey hair is rarer than the rest; blond and red a little more common among the women.
  const hair = r.next() < 0.1 ? '#9a9a9a' : r.pick(HAIR.filter((c) => c !== '#9a9a9a'));
  const clothes = r.pick(CLOTHES);
  const eyes = r.pick(EYES);
  const style: HairStyle = female ? r.pick(FEMALE_HAIR) : r.pick(MALE_HAIR);
  const part = r.next() < 0.5 ? -1 : 1;
  const face: Face = { cx: 128, cy: 112, rx: Math.round(r.between(44, 54)), ry: Math.round(r.between(56, 66)) };
  const { cx, cy, rx, ry } = face;
  const eyeY = cy + Math.round(r.between(0, 8));
  const eyeGap = Math.round(r.between(17, 22));
  const eyeSize = r.between(4.2, 6);
  const smile = r.between(4, 12);
  const glasses = r.next() < 0.25;
  const beard = !female && r.next() < 0.3;
  const blush = female && r.next() < 0.5;
  const collar = r.pick(['crew', 'v', 'shirt'] as const);

  const neck = `<rect x="${cx - 17}" y="${cy + ry - 16}" width="34" height="44" rx="12" fill="${skin}"/>`;
  const body = `<path d="M${cx - 104} 256 Q${cx - 100} ${cy + ry + 26} ${cx - 30} ${cy + ry + 18} L${cx + 30} ${cy + ry + 18} Q${cx + 100} ${cy + ry + 26} ${cx + 104} 256 Z" fill="${clothes}"/>`;
  const neckline =
    collar === 'v'
      ? `<path d="M${cx - 22} ${cy + ry + 18} L${cx} ${cy + ry + 46} L${cx + 22} ${cy + ry + 18} Z" fill="${skin}"/>`
      : collar === 'shirt'
        ? `<path d="M${cx - 24} ${cy + ry + 16} L${cx} ${cy + ry + 38} L${cx - 8} ${cy + ry + 48} Z M${cx + 24} ${cy + ry + 16} L${cx} ${cy + ry + 38} L${cx + 8} ${cy + ry + 48} Z" fill="#ffffff"/>`
        : `<path d="M${cx - 22} ${cy + ry + 18} Q${cx} ${cy + ry + 34} ${cx + 22} ${cy + ry + 18} Z" fill="${skin}"/>`;
  const ears = `<ellipse cx="${cx - rx}" cy="${eyeY + 6}" rx="8" ry="12" fill="${skin}"/><ellipse cx="${cx + rx}" cy="${eyeY + 6}" rx="8" ry="12" fill="${skin}"/>`;
  const head = `<ellipse cx="${cx}" cy="${cy}" rx="${rx}" ry="${ry}" fill="${skin}"/>`;
  const brows = `<path d="M${cx - eyeGap - 9} ${eyeY - 13} Q${cx - eyeGap} ${eyeY - 17} ${cx - eyeGap + 9} ${eyeY - 13} M${cx + eyeGap - 9} ${eyeY - 13} Q${cx + eyeGap} ${eyeY - 17} ${cx + eyeGap + 9} ${eyeY - 13}" stroke="${hair}" stroke-width="3.5" stroke-linecap="round" fill="none"/>`;
  const eyesSvg = [-1, 1]
    .map(
      (side) =>
        `<ellipse cx="${cx + side * eyeGap}" cy="${eyeY}" rx="${eyeSize.toFixed(1)}" ry="${(eyeSize * 1.15).toFixed(1)}" fill="${eyes}"/><circle cx="${cx + side * eyeGap + 1.5}" cy="${eyeY - 2}" r="1.4" fill="#fff"/>`,
    )
    .join('');
  const nose = `<path d="M${cx - 2} ${eyeY + 8} Q${cx - 6} ${eyeY + 22} ${cx + 3} ${eyeY + 23}" stroke="rgba(0,0,0,0.25)" stroke-width="2.5" stroke-linecap="round" fill="none"/>`;
  const mouthY = eyeY + 36;
  const beardSvg = beard
    ? `<path d="M${cx - rx + 4} ${eyeY + 12} Q${cx - rx + 8} ${cy + ry + 8} ${cx} ${cy + ry + 6} Q${cx + rx - 8} ${cy + ry + 8} ${cx + rx - 4} ${eyeY + 12} Q${cx} ${mouthY - 10} ${cx - rx + 4} ${eyeY + 12} Z" fill="${hair}" opacity="0.92"/>`
    : '';
  const mouth = `<path d="M${cx - 13} ${mouthY} Q${cx} ${mouthY + smile} ${cx + 13} ${mouthY}" stroke="#8a3b3b" stroke-width="3.5" stroke-linecap="round" fill="${smile > 9 ? '#fff' : 'none'}"/>`;
  const cheeks = blush
    ? `<circle cx="${cx - eyeGap - 8}" cy="${eyeY + 22}" r="7" fill="#f08080" opacity="0.3"/><circle cx="${cx + eyeGap + 8}" cy="${eyeY + 22}" r="7" fill="#f08080" opacity="0.3"/>`
    : '';
  const glassesSvg = glasses
    ? `<g stroke="#2b2b2b" stroke-width="3" fill="rgba(255,255,255,0.15)"><circle cx="${cx - eyeGap}" cy="${eyeY}" r="12"/><circle cx="${cx + eyeGap}" cy="${eyeY}" r="12"/><path d="M${cx - eyeGap + 12} ${eyeY} L${cx + eyeGap - 12} ${eyeY}" fill="none"/></g>`
    : '';

  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="256" height="256" viewBox="0 0 256 256">`,
    `<rect width="256" height="256" fill="${background}"/>`,
    hairBack(style, face, hair),
    neck,
    body,
    neckline,
    ears,
    head,
    cheeks,
    beardSvg,
    brows,
    eyesSvg,
    nose,
    mouth,
    glassesSvg,
    hairFront(style, face, hair, part),
    '</svg>',
  ].join('');
}
