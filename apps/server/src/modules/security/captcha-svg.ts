import { randomInt } from 'node:crypto';

/**
 * Digit glyphs as SVG path data in a 10 × 16 box. Drawing strokes ourselves needs no font, so the
 * image looks the same on every server and cannot be read back from embedded text.
 */
const GLYPHS: Record<string, string> = {
  '0': 'M5 0 Q0 0 0 8 Q0 16 5 16 Q10 16 10 8 Q10 0 5 0',
  '1': 'M2 4 L6 0 L6 16 M2 16 L10 16',
  '2': 'M0 4 Q1 0 5 0 Q10 0 10 4 Q10 7 0 16 L10 16',
  '3': 'M0 1 Q5 -1 9 2 Q11 6 4 7 Q11 8 10 12 Q8 17 0 14',
  '4': 'M8 16 L8 0 L0 11 L10 11',
  '5': 'M10 0 L1 0 L0 7 Q9 4 10 10 Q10 16 4 16 Q1 16 0 14',
  '6': 'M9 1 Q2 -1 0 8 Q0 16 5 16 Q10 16 10 11 Q10 7 5 7 Q1 7 0 10',
  '7': 'M0 0 L10 0 L3 16',
  '8': 'M5 8 Q0 7 0 4 Q0 0 5 0 Q10 0 10 4 Q10 7 5 8 Q0 9 0 12 Q0 16 5 16 Q10 16 10 12 Q10 9 5 8',
  '9': 'M10 6 Q10 0 5 0 Q0 0 0 5 Q0 9 5 9 Q10 9 10 5 L9 16',
};

const WIDTH = 120;
const HEIGHT = 40;

function colour(): string {
  return `rgb(${randomInt(20, 140)},${randomInt(20, 140)},${randomInt(20, 140)})`;
}

function noiseCurve(): string {
  const p = () => `${randomInt(0, WIDTH)} ${randomInt(0, HEIGHT)}`;
  return `<path d="M${p()} C${p()} ${p()} ${p()}" stroke="${colour()}" stroke-width="${randomInt(1, 3)}" fill="none" opacity="0.6"/>`;
}

/** An SVG of the given digits, each shifted, rotated and scaled at random, over noise curves and dots. */
export function captchaSvg(text: string): string {
  const parts: string[] = [`<rect width="${WIDTH}" height="${HEIGHT}" fill="rgb(${randomInt(225, 250)},${randomInt(225, 250)},${randomInt(225, 250)})"/>`];
  for (let i = 0; i < 6; i++) parts.push(noiseCurve());
  const step = WIDTH / (text.length + 1);
  [...text].forEach((ch, i) => {
    const glyph = GLYPHS[ch];
    if (!glyph) throw new Error('captcha text must be digits');
    const x = step * (i + 0.6) + randomInt(-4, 5);
    const y = 8 + randomInt(-3, 4);
    const scale = (randomInt(140, 180) / 100).toFixed(2);
    const skew = randomInt(-15, 16);
    const rotate = randomInt(-25, 26);
    parts.push(
      `<path d="${glyph}" transform="translate(${x.toFixed(1)} ${y}) rotate(${rotate} 5 8) skewX(${skew}) scale(${scale})" ` +
        `stroke="${colour()}" stroke-width="${(randomInt(14, 22) / 10 / Number(scale)).toFixed(2)}" fill="none" stroke-linecap="round" stroke-linejoin="round"/>`,
    );
  });
  for (let i = 0; i < 3; i++) parts.push(noiseCurve());
  for (let i = 0; i < 30; i++) {
    parts.push(`<circle cx="${randomInt(0, WIDTH)}" cy="${randomInt(0, HEIGHT)}" r="1" fill="${colour()}"/>`);
  }
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${HEIGHT}" viewBox="0 0 ${WIDTH} ${HEIGHT}">${parts.join('')}</svg>`;
}

export function svgDataUrl(svg: string): string {
  return `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}`;
}
