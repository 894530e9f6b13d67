type Point = readonly [number, number];

interface Leaf {
  cx: number;
  cy: number;
  rx: number;
  ry: number;
  rotate: number;
}

/**
 * Rounded to hundredths: the page is prerendered in Node and hydrated in the browser, whose
 * trigonometry can differ in the last digits, and the attributes must match exactly.
 */
const round = (n: number) => Math.round(n * 100) / 100;

/** A eucalyptus sprig: round leaves alternating along a quadratic stem. */
function sprig(p0: Point, p1: Point, p2: Point, count: number, size: number) {
  const at = (t: number, i: 0 | 1) => (1 - t) ** 2 * p0[i] + 2 * (1 - t) * t * p1[i] + t * t * p2[i];
  const slope = (t: number, i: 0 | 1) => 2 * (1 - t) * (p1[i] - p0[i]) + 2 * t * (p2[i] - p1[i]);
  const leaves: Leaf[] = [];
  for (let n = 0; n < count; n++) {
    const t = 0.12 + (n / (count - 1)) * 0.85;
    const angle = Math.atan2(slope(t, 1), slope(t, 0));
    const side = n % 2 === 0 ? 1 : -1;
    const r = size * (1.1 - t * 0.5);
    const cx = at(t, 0) - Math.sin(angle) * side * r * 0.95;
    const cy = at(t, 1) + Math.cos(angle) * side * r * 0.95;
    leaves.push({
      cx: round(cx),
      cy: round(cy),
      rx: round(r),
      ry: round(r * 0.8),
      rotate: round((angle * 180) / Math.PI + side * 25),
    });
  }
  return { stem: `M${p0.join(' ')}Q${p1.join(' ')} ${p2.join(' ')}`, leaves };
}

/** Sage, gold and blush: each sprig's leaf fill, its opacity, and the outline shared with the stem. */
const SPRIGS = [
  { ...sprig([150, 500], [110, 320], [250, 110], 11, 26), fill: '#c9d0bd', opacity: 0.75, stroke: '#a7ae97' },
  { ...sprig([170, 500], [262, 350], [330, 210], 8, 20), fill: '#e6d3ad', opacity: 0.8, stroke: '#c9a66b' },
  { ...sprig([140, 500], [60, 400], [70, 250], 7, 18), fill: '#ecc9c1', opacity: 0.85, stroke: '#d9a5a0' },
];

const leafMarkup = ({ cx, cy, rx, ry, rotate }: Leaf) =>
  `<ellipse cx="${cx}" cy="${cy}" rx="${rx}" ry="${ry}" transform="rotate(${rotate} ${cx} ${cy})"/>`;

/** An arch framing eucalyptus sprigs, as one SVG document. */
const ART = [
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 400 520">',
  '<defs><linearGradient id="a" x1="0" y1="0" x2="0.3" y2="1"><stop offset="0%" stop-color="#f6e6e1"/><stop offset="55%" stop-color="#f3e8d3"/><stop offset="100%" stop-color="#ecd9cf"/></linearGradient>',
  '<radialGradient id="g" cx="0.5" cy="0.35" r="0.6"><stop offset="0%" stop-color="#fffdfb" stop-opacity="0.9"/><stop offset="100%" stop-color="#fffdfb" stop-opacity="0"/></radialGradient></defs>',
  '<path d="M20 520V200a180 180 0 0 1 360 0v320Z" fill="url(#a)"/><path d="M20 520V200a180 180 0 0 1 360 0v320Z" fill="url(#g)"/>',
  '<path d="M40 520V202a160 160 0 0 1 320 0v318" fill="none" stroke="#d8b878" stroke-width="1" stroke-opacity="0.9"/>',
  ...SPRIGS.map(
    ({ stem, leaves, fill, opacity, stroke }) =>
      `<g stroke="${stroke}" stroke-width="1"><path d="${stem}" fill="none" stroke-width="1.5" stroke-linecap="round"/>` +
      `<g fill="${fill}" fill-opacity="${opacity}">${leaves.map(leafMarkup).join('')}</g></g>`,
  ),
  '<g fill="#c9a66b"><path d="M318 92c1.2 8 5 11.8 13 13-8 1.2-11.8 5-13 13-1.2-8-5-11.8-13-13 8-1.2 11.8-5 13-13Z"/>',
  '<path d="M86 150c.8 5 3 7.2 8 8-5 .8-7.2 3-8 8-.8-5-3-7.2-8-8 5-.8 7.2-3 8-8Z"/><circle cx="296" cy="150" r="2.5"/><circle cx="110" cy="112" r="1.8"/></g>',
  '</svg>',
].join('');

const ART_SRC = `data:image/svg+xml,${encodeURIComponent(ART)}`;

/**
 * Decorative artwork for the hero: an arch framing eucalyptus sprigs. One image rather than some
 * forty inline SVG elements: the page's HTML is the same size, but a restyle of the whole page
 * (the phone menu's modal makes everything behind it inert) and hydration skip them.
 */
export function HeroArt() {
  return <img className="hero-art" src={ART_SRC} alt="" width={400} height={520} decoding="sync" />;
}
