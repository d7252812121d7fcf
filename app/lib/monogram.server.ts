import { encodePng, type Rgb } from "./png.server";

/**
 * Monogram logos, for demo businesses and for providers approved without a logo of their own: the initials drawn in a rounded stroke face on a
 * tile of the brand colour, as real PNG bytes (no font or image library: each letter is a few
 * strokes, and each pixel's coverage is its distance to the nearest stroke, so edges are smooth).
 */
type Point = readonly [number, number];
type Glyph = { width: number; strokes: Point[][] };

/** Points along an ellipse from one angle to another, in degrees (0 = right, 90 = down). */
function arc(cx: number, cy: number, rx: number, ry: number, from: number, to: number, steps = 18): Point[] {
  return Array.from({ length: steps + 1 }, (_, i) => {
    const angle = ((from + ((to - from) * i) / steps) * Math.PI) / 180;
    return [cx + rx * Math.cos(angle), cy + ry * Math.sin(angle)] as const;
  });
}

const P_BOWL: Point[] = [[0, 1], [0, 0], [0.32, 0], ...arc(0.32, 0.27, 0.27, 0.27, -90, 90), [0, 0.54]];

/** Capital letters on a cap height of 1 (y down). */
const GLYPHS: Record<string, Glyph> = {
  A: {
    width: 0.72,
    strokes: [
      [
        [0, 1],
        [0.36, 0],
        [0.72, 1],
      ],
      [
        [0.13, 0.64],
        [0.59, 0.64],
      ],
    ],
  },
  B: {
    width: 0.62,
    strokes: [
      [[0.3, 0.5], [0, 0.5], [0, 0], [0.3, 0], ...arc(0.3, 0.25, 0.25, 0.25, -90, 90)],
      [[0, 0.5], [0, 1], [0.34, 1], ...arc(0.34, 0.75, 0.27, 0.25, 90, -90), [0.3, 0.5]],
    ],
  },
  C: { width: 0.74, strokes: [arc(0.5, 0.5, 0.5, 0.5, -45, -315)] },
  D: { width: 0.72, strokes: [[[0, 0], [0, 1], [0.25, 1], ...arc(0.25, 0.5, 0.47, 0.5, 90, -90), [0, 0]]] },
  E: {
    width: 0.56,
    strokes: [
      [
        [0.56, 0],
        [0, 0],
        [0, 1],
        [0.56, 1],
      ],
      [
        [0, 0.5],
        [0.46, 0.5],
      ],
    ],
  },
  F: {
    width: 0.54,
    strokes: [
      [
        [0.54, 0],
        [0, 0],
        [0, 1],
      ],
      [
        [0, 0.5],
        [0.44, 0.5],
      ],
    ],
  },
  G: { width: 0.78, strokes: [[...arc(0.5, 0.5, 0.5, 0.5, -45, -360), [0.55, 0.5]]] },
  H: {
    width: 0.68,
    strokes: [
      [
        [0, 0],
        [0, 1],
      ],
      [
        [0.68, 0],
        [0.68, 1],
      ],
      [
        [0, 0.5],
        [0.68, 0.5],
      ],
    ],
  },
  I: {
    width: 0,
    strokes: [
      [
        [0, 0],
        [0, 1],
      ],
    ],
  },
  J: { width: 0.52, strokes: [[[0.52, 0], [0.52, 0.72], ...arc(0.26, 0.72, 0.26, 0.28, 0, 180)]] },
  K: {
    width: 0.62,
    strokes: [
      [
        [0, 0],
        [0, 1],
      ],
      [
        [0.62, 0],
        [0, 0.62],
      ],
      [
        [0.2, 0.44],
        [0.64, 1],
      ],
    ],
  },
  L: {
    width: 0.52,
    strokes: [
      [
        [0, 0],
        [0, 1],
        [0.52, 1],
      ],
    ],
  },
  M: {
    width: 0.84,
    strokes: [
      [
        [0, 1],
        [0, 0],
        [0.42, 0.72],
        [0.84, 0],
        [0.84, 1],
      ],
    ],
  },
  N: {
    width: 0.68,
    strokes: [
      [
        [0, 1],
        [0, 0],
        [0.68, 1],
        [0.68, 0],
      ],
    ],
  },
  O: { width: 0.86, strokes: [arc(0.43, 0.5, 0.43, 0.5, 0, 360, 36)] },
  P: { width: 0.6, strokes: [P_BOWL] },
  Q: {
    width: 0.86,
    strokes: [
      arc(0.43, 0.5, 0.43, 0.5, 0, 360, 36),
      [
        [0.56, 0.72],
        [0.9, 1.04],
      ],
    ],
  },
  R: {
    width: 0.62,
    strokes: [
      P_BOWL,
      [
        [0.3, 0.54],
        [0.62, 1],
      ],
    ],
  },
  S: { width: 0.62, strokes: [[...arc(0.31, 0.26, 0.29, 0.25, -20, -270), ...arc(0.31, 0.76, 0.31, 0.24, -90, 160)]] },
  T: {
    width: 0.66,
    strokes: [
      [
        [0, 0],
        [0.66, 0],
      ],
      [
        [0.33, 0],
        [0.33, 1],
      ],
    ],
  },
  U: { width: 0.66, strokes: [[[0, 0], [0, 0.64], ...arc(0.33, 0.64, 0.33, 0.36, 180, 0), [0.66, 0]]] },
  V: {
    width: 0.72,
    strokes: [
      [
        [0, 0],
        [0.36, 1],
        [0.72, 0],
      ],
    ],
  },
  W: {
    width: 1,
    strokes: [
      [
        [0, 0],
        [0.24, 1],
        [0.5, 0.32],
        [0.76, 1],
        [1, 0],
      ],
    ],
  },
  X: {
    width: 0.68,
    strokes: [
      [
        [0, 0],
        [0.68, 1],
      ],
      [
        [0.68, 0],
        [0, 1],
      ],
    ],
  },
  Y: {
    width: 0.7,
    strokes: [
      [
        [0, 0],
        [0.35, 0.5],
        [0.7, 0],
      ],
      [
        [0.35, 0.5],
        [0.35, 1],
      ],
    ],
  },
  Z: {
    width: 0.64,
    strokes: [
      [
        [0, 0],
        [0.64, 0],
        [0, 1],
        [0.64, 1],
      ],
    ],
  },
};

/** The initials of a business name, as ServiceLogo's fallback takes them: the first letters of two words. */
export function monogramInitials(businessName: string): string {
  return businessName
    .split(/\s+/)
    .map((word) => word.charAt(0).toUpperCase())
    .filter((letter) => letter in GLYPHS)
    .slice(0, 2)
    .join("");
}

type Segment = {
  ax: number;
  ay: number;
  dx: number;
  dy: number;
  lengthSquared: number;
  minX: number;
  maxX: number;
  minY: number;
  maxY: number;
};

function segmentsOf(initials: string, size: number): { segments: Segment[]; capHeight: number } {
  const glyphs = [...initials].map((letter) => GLYPHS[letter]);
  const gap = 0.36;
  const width = glyphs.reduce((sum, glyph) => sum + glyph.width, 0) + gap * (glyphs.length - 1);
  // Wide pairs ("QW") shrink to keep a margin on both sides.
  const capHeight = Math.min(size * (initials.length > 1 ? 0.4 : 0.46), (size * 0.7) / Math.max(width, 0.01));
  let x = (size - width * capHeight) / 2;
  const top = (size - capHeight) / 2;
  const segments: Segment[] = [];
  for (const glyph of glyphs) {
    for (const stroke of glyph.strokes) {
      for (let i = 1; i < stroke.length; i++) {
        const [ax, ay] = [x + stroke[i - 1][0] * capHeight, top + stroke[i - 1][1] * capHeight];
        const [bx, by] = [x + stroke[i][0] * capHeight, top + stroke[i][1] * capHeight];
        const [dx, dy] = [bx - ax, by - ay];
        segments.push({
          ax,
          ay,
          dx,
          dy,
          lengthSquared: dx * dx + dy * dy || 1e-9,
          minX: Math.min(ax, bx),
          maxX: Math.max(ax, bx),
          minY: Math.min(ay, by),
          maxY: Math.max(ay, by),
        });
      }
    }
    x += (glyph.width + gap) * capHeight;
  }
  return { segments, capHeight };
}

function distance(px: number, py: number, s: Segment): number {
  const t = Math.max(0, Math.min(1, ((px - s.ax) * s.dx + (py - s.ay) * s.dy) / s.lengthSquared));
  return Math.hypot(px - (s.ax + t * s.dx), py - (s.ay + t * s.dy));
}

const mix = (a: Rgb, b: Rgb, t: number): Rgb => [0, 1, 2].map((i) => Math.round(a[i] + (b[i] - a[i]) * t)) as unknown as Rgb;

/** A square logo: the brand colour, a little darker toward the lower right, with the initials in white. */
export function monogramPng(businessName: string, brand: Rgb, size = 160): Buffer {
  const { segments, capHeight } = segmentsOf(monogramInitials(businessName), size);
  const halfStroke = capHeight * 0.11;
  const reach = halfStroke + 2;
  const dark = mix(brand, [0, 0, 0], 0.28);
  const white: Rgb = [255, 255, 255];
  return encodePng(size, (x, y) => {
    const background = mix(brand, dark, (x + y) / (2 * size));
    let nearest = Infinity;
    for (const segment of segments) {
      // Only strokes that can reach this pixel are measured (most of the tile is background).
      if (x < segment.minX - reach || x > segment.maxX + reach || y < segment.minY - reach || y > segment.maxY + reach) continue;
      nearest = Math.min(nearest, distance(x + 0.5, y + 0.5, segment));
    }
    const coverage = Math.max(0, Math.min(1, halfStroke + 0.5 - nearest));
    return mix(background, white, coverage);
  });
}

/** Brand colours for a business that names none, chosen by its name so a business keeps its colour. */
const MONOGRAM_PALETTE: readonly Rgb[] = [
  [180, 83, 9],
  [29, 78, 216],
  [4, 120, 87],
  [126, 34, 206],
  [190, 18, 60],
  [14, 116, 144],
  [67, 56, 202],
  [21, 128, 61],
];

function monogramColour(businessName: string): Rgb {
  let hash = 0;
  for (const char of businessName) hash = (hash * 31 + char.charCodeAt(0)) >>> 0;
  return MONOGRAM_PALETTE[hash % MONOGRAM_PALETTE.length];
}

/** A business's monogram logo as media to store: its own colour, or one its name picks. */
export function monogramLogo(businessName: string, colour: Rgb = monogramColour(businessName)) {
  return { contentType: "image/png" as const, bytes: monogramPng(businessName, colour) };
}
