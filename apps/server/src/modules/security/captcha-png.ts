import { randomBytes } from 'node:crypto';
import { PNG } from 'pngjs';

/**
 * The image captcha drawn here, pixel by pixel (issue 12 item 3, issue 13), and encoded as a PNG by pngjs: no font,
 * nothing of the answer in the file but pixels. The drawing stays ours because its distortions work per pixel
 * (the final sine warp) and a vector library would add a native dependency for no gain (docs/decisions.md). Each digit is a few strokes in a 10 × 16 box
 * (M, L and Q commands); every drawing moves their points, then scales, stretches, shears, rotates and
 * places each glyph at random, strokes it with anti-aliasing in its own dark colour over a light
 * gradient, crosses the glyphs with arcs and lines in glyph-like colours and widths, sprinkles dots, and
 * finally warps the whole picture with two sine waves. So no two images of one answer share their bytes,
 * and the old attack (one fixed SVG path per digit) has nothing to match. docs/decisions.md says what
 * it resists and what it does not: the failure throttle (service.ts `admitAttempt`) is the real guard.
 */

/** Digits without look-alikes: no 0 (O, 6, 8), 1 and 7 (alike once rotated, issue 13). */
export const CAPTCHA_ALPHABET = '2345689';

const GLYPHS: Record<string, string> = {
  '2': 'M0 4 Q1 0 5 0 Q10 0 10 4 Q10 7 0 16 L10 16',
  '3': 'M0 1 Q5 -1 9 2 Q11 6 4 7 Q11 8 10 12 Q8 17 0 14',
  '4': 'M7 16 L7 0 L0 11 L10 11',
  '5': 'M10 0 L1 0 L0 7 Q9 4 10 10 Q10 16 4 16 Q1 16 0 14',
  '6': 'M9 1 Q2 -1 0 8 Q0 16 5 16 Q10 16 10 11 Q10 7 5 7 Q1 7 0 10',
  '8': 'M5 8 Q0 7 0 4 Q0 0 5 0 Q10 0 10 4 Q10 7 5 8 Q0 9 0 12 Q0 16 5 16 Q10 16 10 12 Q10 9 5 8',
  '9': 'M10 6 Q10 0 5 0 Q0 0 0 5 Q0 9 5 9 Q10 9 10 5 L9 16',
};

/** Logical size (CSS pixels); drawn at 2× so it stays sharp on phone screens. */
export const CAPTCHA_WIDTH = 160;
export const CAPTCHA_HEIGHT = 56;
const SCALE = 2;
const W = CAPTCHA_WIDTH * SCALE;
const H = CAPTCHA_HEIGHT * SCALE;

type Point = [number, number];
/** A path command: a line to p, or a quadratic curve through control c to p. */
type Segment = { c?: Point; p: Point };
type Stroke = { start: Point; segments: Segment[] };

function parseGlyph(d: string): Stroke[] {
  const tokens = d.match(/[MLQ]|-?\d+(?:\.\d+)?/g) ?? [];
  const strokes: Stroke[] = [];
  let i = 0;
  const point = (): Point => [Number(tokens[i++]), Number(tokens[i++])];
  while (i < tokens.length) {
    const command = tokens[i++];
    if (command === 'M') strokes.push({ start: point(), segments: [] });
    else if (command === 'L') strokes.at(-1)!.segments.push({ p: point() });
    else strokes.at(-1)!.segments.push({ c: point(), p: point() });
  }
  return strokes;
}

const PARSED: Record<string, Stroke[]> = Object.fromEntries(Object.entries(GLYPHS).map(([ch, d]) => [ch, parseGlyph(d)]));

// ——— randomness: one crypto read per image, spent as floats in [0, 1) ———

function randomSource(): (min: number, max: number) => number {
  const bytes = randomBytes(2048);
  let at = 0;
  return (min, max) => {
    if (at + 4 > bytes.length) {
      randomBytes(bytes.length).copy(bytes);
      at = 0;
    }
    const u = bytes.readUInt32LE(at) / 2 ** 32;
    at += 4;
    return min + (max - min) * u;
  };
}
type Rnd = ReturnType<typeof randomSource>;

// ——— colours ———

type Rgb = [number, number, number];

function hsl(h: number, s: number, l: number): Rgb {
  const k = (n: number) => (n + h / 30) % 12;
  const a = s * Math.min(l, 1 - l);
  const f = (n: number) => l - a * Math.max(-1, Math.min(k(n) - 3, 9 - k(n), 1));
  return [Math.round(f(0) * 255), Math.round(f(8) * 255), Math.round(f(4) * 255)];
}

function luminance([r, g, b]: Rgb): number {
  const lin = (v: number) => {
    const c = v / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * lin(r) + 0.7152 * lin(g) + 0.0722 * lin(b);
}

/** WCAG contrast ratio of two colours (1 to 21). */
export function contrastRatio(a: Rgb, b: Rgb): number {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (hi + 0.05) / (lo + 0.05);
}

/** The two background corners (light) and one colour per glyph (dark, any hue): at least 4.5:1 against both. */
export function captchaColours(count: number, rnd: Rnd = randomSource()): { background: [Rgb, Rgb]; glyphs: Rgb[] } {
  const background: [Rgb, Rgb] = [hsl(rnd(0, 360), rnd(0.3, 0.8), rnd(0.88, 0.96)), hsl(rnd(0, 360), rnd(0.3, 0.8), rnd(0.88, 0.96))];
  const glyphs = Array.from({ length: count }, () => {
    for (;;) {
      const colour = hsl(rnd(0, 360), rnd(0.45, 0.9), rnd(0.14, 0.34));
      if (background.every((bg) => contrastRatio(colour, bg) >= 4.5)) return colour;
    }
  });
  return { background, glyphs };
}

// ——— rasterising ———

/** Coverage of the stroke being drawn, 0..1 per pixel; reset over the touched box after each stroke. */
const coverage = new Float32Array(W * H);

class Canvas {
  readonly rgb = new Float32Array(W * H * 3);
  private box = { x0: W, y0: H, x1: -1, y1: -1 };

  background([a, b]: [Rgb, Rgb], angle: number) {
    const dx = Math.cos(angle) / W;
    const dy = Math.sin(angle) / H;
    const offset = Math.min(0, dx * W) + Math.min(0, dy * H);
    const span = Math.abs(dx * W) + Math.abs(dy * H);
    for (let y = 0; y < H; y++) {
      for (let x = 0; x < W; x++) {
        const t = (x * dx + y * dy - offset) / span;
        const i = (y * W + x) * 3;
        for (let c = 0; c < 3; c++) this.rgb[i + c] = a[c]! + (b[c]! - a[c]!) * t;
      }
    }
  }

  /** Adds an anti-aliased round-capped line of half-width r to the coverage buffer. */
  segment(ax: number, ay: number, bx: number, by: number, r: number) {
    const x0 = Math.max(0, Math.floor(Math.min(ax, bx) - r - 1));
    const x1 = Math.min(W - 1, Math.ceil(Math.max(ax, bx) + r + 1));
    const y0 = Math.max(0, Math.floor(Math.min(ay, by) - r - 1));
    const y1 = Math.min(H - 1, Math.ceil(Math.max(ay, by) + r + 1));
    if (x0 > x1 || y0 > y1) return;
    const box = this.box;
    box.x0 = Math.min(box.x0, x0);
    box.y0 = Math.min(box.y0, y0);
    box.x1 = Math.max(box.x1, x1);
    box.y1 = Math.max(box.y1, y1);
    const vx = bx - ax;
    const vy = by - ay;
    const len2 = vx * vx + vy * vy || 1e-9;
    const reach2 = (r + 0.5) * (r + 0.5);
    for (let y = y0; y <= y1; y++) {
      const py = y + 0.5 - ay;
      for (let x = x0; x <= x1; x++) {
        const px = x + 0.5 - ax;
        const t = Math.max(0, Math.min(1, (px * vx + py * vy) / len2));
        const ex = px - t * vx;
        const ey = py - t * vy;
        const d2 = ex * ex + ey * ey;
        if (d2 >= reach2) continue;
        const cov = r + 0.5 - Math.sqrt(d2);
        const i = y * W + x;
        const c = cov >= 1 ? 1 : cov;
        if (c > coverage[i]!) coverage[i] = c;
      }
    }
  }

  polyline(points: Point[], r: number) {
    for (let i = 1; i < points.length; i++) this.segment(points[i - 1]![0], points[i - 1]![1], points[i]![0], points[i]![1], r);
  }

  dot(x: number, y: number, r: number) {
    this.segment(x, y, x, y, r);
  }

  /** Paints the coverage gathered since the last fill in one colour (opacity alpha) and clears it. */
  fill(colour: Rgb, alpha = 1) {
    const { x0, y0, x1, y1 } = this.box;
    for (let y = y0; y <= y1; y++) {
      for (let x = x0; x <= x1; x++) {
        const i = y * W + x;
        const c = coverage[i]! * alpha;
        if (c === 0) continue;
        coverage[i] = 0;
        const j = i * 3;
        this.rgb[j] = this.rgb[j]! + (colour[0] - this.rgb[j]!) * c;
        this.rgb[j + 1] = this.rgb[j + 1]! + (colour[1] - this.rgb[j + 1]!) * c;
        this.rgb[j + 2] = this.rgb[j + 2]! + (colour[2] - this.rgb[j + 2]!) * c;
      }
    }
    this.box = { x0: W, y0: H, x1: -1, y1: -1 };
  }

  /** The picture resampled through two sine waves (x moves with y, y with x), bilinear, as 8-bit RGB in steps of 8. */
  warped(rnd: Rnd): Uint8Array {
    const ax = rnd(2, 4) * SCALE;
    const ay = rnd(2, 3.5) * SCALE;
    const fx = (2 * Math.PI) / (rnd(40, 80) * SCALE);
    const fy = (2 * Math.PI) / (rnd(60, 120) * SCALE);
    const px = rnd(0, 2 * Math.PI);
    const py = rnd(0, 2 * Math.PI);
    const shiftX = new Float32Array(H);
    const shiftY = new Float32Array(W);
    for (let y = 0; y < H; y++) shiftX[y] = ax * Math.sin(y * fx + px);
    for (let x = 0; x < W; x++) shiftY[x] = ay * Math.sin(x * fy + py);
    const out = new Uint8Array(W * H * 3);
    const src = this.rgb;
    for (let y = 0; y < H; y++) {
      for (let x = 0; x < W; x++) {
        const sx = Math.max(0, Math.min(W - 1.001, x + shiftX[y]!));
        const sy = Math.max(0, Math.min(H - 1.001, y + shiftY[x]!));
        const ix = sx | 0;
        const iy = sy | 0;
        const fx1 = sx - ix;
        const fy1 = sy - iy;
        const i00 = (iy * W + ix) * 3;
        const i10 = i00 + 3;
        const i01 = i00 + W * 3;
        const i11 = i01 + 3;
        const o = (y * W + x) * 3;
        for (let c = 0; c < 3; c++) {
          const top = src[i00 + c]! + (src[i10 + c]! - src[i00 + c]!) * fx1;
          const bottom = src[i01 + c]! + (src[i11 + c]! - src[i01 + c]!) * fx1;
          // Rounded to steps of 8 (32 levels a channel): invisible here, and the PNG shrinks from about 30 to 16 KB.
          const v = (top + (bottom - top) * fy1 + 4) & 0x1f8;
          out[o + c] = v > 255 ? 255 : v;
        }
      }
    }
    return out;
  }
}

// ——— glyphs ———

function quad(a: Point, c: Point, b: Point, t: number): Point {
  const u = 1 - t;
  return [u * u * a[0] + 2 * u * t * c[0] + t * t * b[0], u * u * a[1] + 2 * u * t * c[1] + t * t * b[1]];
}

/** The glyph's strokes as polylines in image pixels, its points moved a little, then transformed as a whole. */
function glyphPolylines(ch: string, centreX: number, centreY: number, rnd: Rnd): Point[][] {
  const strokes = PARSED[ch];
  if (!strokes) throw new Error('captcha text must use CAPTCHA_ALPHABET');
  const size = rnd(1.95, 2.3) * SCALE; // 16 units → 31-37 logical px tall
  const sx = size * rnd(0.85, 1.15);
  const sy = size * rnd(0.9, 1.1);
  const shear = rnd(-0.3, 0.3);
  const angle = rnd(-0.4, 0.4); // about ±23°
  const cos = Math.cos(angle);
  const sin = Math.sin(angle);
  const jiggle = (p: Point): Point => [p[0] + rnd(-0.45, 0.45), p[1] + rnd(-0.45, 0.45)];
  const place = ([u, v]: Point): Point => {
    const x = (u - 5) * sx + (v - 8) * sy * shear;
    const y = (v - 8) * sy;
    return [centreX + x * cos - y * sin, centreY + x * sin + y * cos];
  };
  return strokes.map((stroke) => {
    let from = jiggle(stroke.start);
    const points: Point[] = [place(from)];
    for (const segment of stroke.segments) {
      const to = jiggle(segment.p);
      if (segment.c) {
        const control = jiggle(segment.c);
        for (let k = 1; k <= 8; k++) points.push(place(quad(from, control, to, k / 8)));
      } else {
        points.push(place(to));
      }
      from = to;
    }
    return points;
  });
}

/** A random curve across the image (cubic Bézier flattened), for noise. */
function crossingCurve(rnd: Rnd): Point[] {
  const p: Point[] = [
    [rnd(-10, 30) * SCALE, rnd(5, 51) * SCALE],
    [rnd(30, 80) * SCALE, rnd(-20, 76) * SCALE],
    [rnd(80, 130) * SCALE, rnd(-20, 76) * SCALE],
    [rnd(130, 170) * SCALE, rnd(5, 51) * SCALE],
  ];
  const points: Point[] = [];
  for (let k = 0; k <= 24; k++) {
    const t = k / 24;
    const u = 1 - t;
    const w = [u * u * u, 3 * u * u * t, 3 * u * t * t, t * t * t];
    points.push([w.reduce((s, wi, i) => s + wi * p[i]![0], 0), w.reduce((s, wi, i) => s + wi * p[i]![1], 0)]);
  }
  return points;
}

/** The captcha picture of `text` as raw 8-bit RGB rows, CAPTCHA_WIDTH × CAPTCHA_HEIGHT at 2×. */
export function drawCaptcha(text: string): { width: number; height: number; rgb: Uint8Array } {
  const rnd = randomSource();
  const colours = captchaColours(text.length, rnd);
  const canvas = new Canvas();
  canvas.background(colours.background, rnd(0, 2 * Math.PI));
  const ink = () => colours.glyphs[Math.floor(rnd(0, colours.glyphs.length))]!;
  // Faint dots and short lines under the glyphs.
  for (let i = 0; i < 60; i++) {
    canvas.dot(rnd(0, W), rnd(0, H), rnd(0.8, 2) * SCALE);
    canvas.fill(hsl(rnd(0, 360), rnd(0.3, 0.9), rnd(0.35, 0.75)), rnd(0.3, 0.7));
  }
  // Glyphs: close together (they may touch, which resists cutting the image into single digits).
  const step = (CAPTCHA_WIDTH - 24) / text.length;
  [...text].forEach((ch, i) => {
    const cx = (12 + step * (i + 0.5) + rnd(-3, 3)) * SCALE;
    const cy = (CAPTCHA_HEIGHT / 2 + rnd(-4, 4)) * SCALE;
    const halfWidth = rnd(1.5, 2) * SCALE;
    for (const line of glyphPolylines(ch, cx, cy, rnd)) canvas.polyline(line, halfWidth);
    canvas.fill(colours.glyphs[i]!);
  });
  // Arcs across the glyphs in glyph colours, one nearly as thick as a glyph stroke, and a few short lines.
  for (let i = 0; i < 2; i++) {
    canvas.polyline(crossingCurve(rnd), (i === 0 ? rnd(0.9, 1.2) : rnd(0.5, 0.8)) * SCALE);
    canvas.fill(ink(), rnd(0.75, 1));
  }
  for (let i = 0; i < 3; i++) {
    const x = rnd(0, CAPTCHA_WIDTH) * SCALE;
    const y = rnd(0, CAPTCHA_HEIGHT) * SCALE;
    const length = rnd(12, 30) * SCALE;
    const a = rnd(0, Math.PI);
    canvas.segment(x, y, x + Math.cos(a) * length, y + Math.sin(a) * length, rnd(0.4, 0.8) * SCALE);
    canvas.fill(ink(), rnd(0.6, 0.9));
  }
  // Dots over everything.
  for (let i = 0; i < 50; i++) {
    canvas.dot(rnd(0, W), rnd(0, H), rnd(0.5, 1.2) * SCALE);
    canvas.fill(rnd(0, 1) < 0.5 ? ink() : hsl(rnd(0, 360), rnd(0.3, 0.9), rnd(0.3, 0.7)), rnd(0.5, 1));
  }
  return { width: W, height: H, rgb: canvas.warped(rnd) };
}

/** The captcha of `text` as a `data:image/png;base64,…` URL (the `image` of getCaptcha), encoded by pngjs. */
export function captchaPngDataUrl(text: string): string {
  const { width, height, rgb } = drawCaptcha(text);
  const png = PNG.sync.write({ width, height, data: Buffer.from(rgb.buffer, rgb.byteOffset, rgb.byteLength) } as PNG, {
    colorType: 2, // RGB: the picture has no transparency
    inputColorType: 2,
    inputHasAlpha: false,
    deflateLevel: 4,
    filterType: 0, // rows unfiltered: measured smaller and faster than Sub or Up for these pictures
  });
  return `data:image/png;base64,${png.toString('base64')}`;
}
