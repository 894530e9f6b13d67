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

const SPRIGS = [
  { ...sprig([150, 500], [110, 320], [250, 110], 11, 26), tone: 'hero-art__leaf--sage' },
  { ...sprig([170, 500], [262, 350], [330, 210], 8, 20), tone: 'hero-art__leaf--gold' },
  { ...sprig([140, 500], [60, 400], [70, 250], 7, 18), tone: 'hero-art__leaf--blush' },
];

/** Decorative artwork for the hero: an arch framing eucalyptus sprigs. */
export function HeroArt() {
  return (
    <svg className="hero-art" viewBox="0 0 400 520" aria-hidden="true" focusable="false">
      <defs>
        <linearGradient id="hero-arch-fill" x1="0" y1="0" x2="0.3" y2="1">
          <stop offset="0%" stopColor="#f6e6e1" />
          <stop offset="55%" stopColor="#f3e8d3" />
          <stop offset="100%" stopColor="#ecd9cf" />
        </linearGradient>
        <radialGradient id="hero-glow" cx="0.5" cy="0.35" r="0.6">
          <stop offset="0%" stopColor="#fffdfb" stopOpacity="0.9" />
          <stop offset="100%" stopColor="#fffdfb" stopOpacity="0" />
        </radialGradient>
      </defs>
      <path d="M20 520V200a180 180 0 0 1 360 0v320Z" fill="url(#hero-arch-fill)" />
      <path d="M20 520V200a180 180 0 0 1 360 0v320Z" fill="url(#hero-glow)" />
      <path
        d="M40 520V202a160 160 0 0 1 320 0v318"
        fill="none"
        stroke="#d8b878"
        strokeWidth="1"
        strokeOpacity="0.9"
      />
      {SPRIGS.map((s) => (
        <g key={s.stem} className={`hero-art__sprig ${s.tone}`}>
          <path d={s.stem} className="hero-art__stem" />
          {s.leaves.map((leaf) => (
            <ellipse
              key={`${leaf.cx.toFixed(1)}-${leaf.cy.toFixed(1)}`}
              cx={leaf.cx}
              cy={leaf.cy}
              rx={leaf.rx}
              ry={leaf.ry}
              transform={`rotate(${leaf.rotate} ${leaf.cx} ${leaf.cy})`}
            />
          ))}
        </g>
      ))}
      <g className="hero-art__sparkles" fill="#c9a66b">
        <path d="M318 92c1.2 8 5 11.8 13 13-8 1.2-11.8 5-13 13-1.2-8-5-11.8-13-13 8-1.2 11.8-5 13-13Z" />
        <path d="M86 150c.8 5 3 7.2 8 8-5 .8-7.2 3-8 8-.8-5-3-7.2-8-8 5-.8 7.2-3 8-8Z" />
        <circle cx="296" cy="150" r="2.5" />
        <circle cx="110" cy="112" r="1.8" />
      </g>
    </svg>
  );
}
