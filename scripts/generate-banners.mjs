#!/usr/bin/env node
/**
 * Writes the seeded home banners (apps/server/src/db/seed/assets/banners/<art>.<lang>.svg): our own artwork, one
 * file per banner and language, the text drawn into the art (docs/decisions.md "Home banners"). Headlines are the
 * banner rows' titles in the seed file (one place for them; they are also the images' alt text); the line under
 * each headline and the button text live here. Run `node scripts/generate-banners.mjs` after editing either and
 * commit the SVGs: no build step, no network, each file well under 10 KB.
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const SEED_FILE = path.join(root, 'apps/server/src/db/seed/data/0010-banners.json');
const OUT_DIR = path.join(root, 'apps/server/src/db/seed/assets/banners');
const LANGS = ['zh', 'en', 'hk', 'th', 'vn', 'pg', 'fp', 'md', 'cny'];
const MAX_BYTES = 10 * 1024;

// The banner box is 2.3 : 1 (pages/index/index.css .banner), drawn at twice a phone's CSS width.
const W = 690;
const H = 300;
const TEXT_X = 36;
const TEXT_W = 360;

/** Line under the headline and button text per art and language; cny reads as zh. */
const COPY = {
  welcome: {
    zh: ['注册存款，领取专属活动奖励', '查看优惠'],
    en: ['Sign up, deposit and claim your rewards', 'See offers'],
    hk: ['註冊存款，領取專屬活動獎勵', '查看優惠'],
    th: ['สมัคร ฝากเงิน แล้วรับรางวัลพิเศษ', 'ดูโปรโมชั่น'],
    vn: ['Đăng ký, nạp tiền và nhận thưởng', 'Xem ưu đãi'],
    pg: ['Cadastre-se, deposite e ganhe prêmios', 'Ver ofertas'],
    fp: ['Mag-sign up, mag-deposito at kumuha ng gantimpala', 'Tingnan'],
    md: ['Daftar, deposit dan tuntut ganjaran', 'Lihat tawaran'],
  },
  baccarat: {
    zh: ['庄闲对决，实时发牌', '立即开局'],
    en: ['Banker or Player? Cards dealt live', 'Play now'],
    hk: ['莊閒對決，實時發牌', '立即開局'],
    th: ['เจ้ามือหรือผู้เล่น แจกไพ่สดทุกตา', 'เล่นเลย'],
    vn: ['Nhà cái hay Người chơi? Chia bài trực tiếp', 'Chơi ngay'],
    pg: ['Banca ou Jogador? Cartas ao vivo', 'Jogar agora'],
    fp: ['Banker o Player? Live ang bigay ng baraha', 'Maglaro na'],
    md: ['Banker atau Pemain? Kad diagih secara langsung', 'Main sekarang'],
  },
  roulette: {
    zh: ['押中号码，赢取 35 倍赔付', '立即下注'],
    en: ['Hit your number and win 35 to 1', 'Bet now'],
    hk: ['押中號碼，贏取 35 倍賠付', '立即下注'],
    th: ['แทงถูกเลข รับจ่าย 35 ต่อ 1', 'แทงเลย'],
    vn: ['Trúng số của bạn, thắng 35 ăn 1', 'Đặt cược'],
    pg: ['Acerte o seu número e ganhe 35 para 1', 'Apostar'],
    fp: ['Tamaan ang numero mo, manalo ng 35 sa 1', 'Tumaya na'],
    md: ['Teka nombor anda, menang 35 kepada 1', 'Bertaruh'],
  },
  'dragon-tiger': {
    zh: ['一张定胜负，点大者赢', '立即挑战'],
    en: ['One card each, the higher card wins', 'Play now'],
    hk: ['一張定勝負，點大者贏', '立即挑戰'],
    th: ['ไพ่ใบเดียวตัดสิน แต้มสูงกว่าชนะ', 'เล่นเลย'],
    vn: ['Mỗi bên một lá, lá cao hơn thắng', 'Chơi ngay'],
    pg: ['Uma carta cada, a mais alta vence', 'Jogar agora'],
    fp: ['Tig-isang baraha, ang mas mataas ang panalo', 'Maglaro na'],
    md: ['Satu kad setiap pihak, kad tinggi menang', 'Main sekarang'],
  },
  dice: {
    zh: ['三颗骰子，一局见分晓', '立即开骰'],
    en: ['Three dice, one roll decides', 'Roll now'],
    hk: ['三顆骰子，一局見分曉', '立即開骰'],
    th: ['ลูกเต๋าสามลูก ตัดสินในตาเดียว', 'เล่นเลย'],
    vn: ['Ba viên xúc xắc, một lần lắc', 'Chơi ngay'],
    pg: ['Três dados, uma jogada decide', 'Jogar agora'],
    fp: ['Tatlong dais, isang hagis ang magpapasya', 'Maglaro na'],
    md: ['Tiga dadu, satu balingan menentukan', 'Main sekarang'],
  },
  slots: {
    zh: ['转动滚轴，连线赢奖', '立即旋转'],
    en: ['Spin the reels and line up a win', 'Spin now'],
    hk: ['轉動滾軸，連線贏獎', '立即旋轉'],
    th: ['หมุนวงล้อ เรียงสัญลักษณ์ให้ชนะ', 'หมุนเลย'],
    vn: ['Quay cuộn, xếp hàng để thắng', 'Quay ngay'],
    pg: ['Gire os rolos e alinhe uma vitória', 'Girar'],
    fp: ['Paikutin ang reels at manalo', 'Paikutin'],
    md: ['Putar gelendong dan menang', 'Putar sekarang'],
  },
  lottery: {
    zh: ['选好号码，等待开奖', '立即投注'],
    en: ['Pick your numbers and watch the draw', 'Pick now'],
    hk: ['選好號碼，等待開獎', '立即投注'],
    th: ['เลือกเลขของคุณ แล้วลุ้นผลออกรางวัล', 'ซื้อเลย'],
    vn: ['Chọn số của bạn và chờ kết quả', 'Chọn số'],
    pg: ['Escolha os seus números e veja o sorteio', 'Escolher'],
    fp: ['Pumili ng numero at abangan ang bola', 'Pumili na'],
    md: ['Pilih nombor anda dan tonton cabutan', 'Pilih sekarang'],
  },
};

/** Per art: background colours, accent (button, headline glow) and the illustration on the right. */
const ART = {
  welcome: { from: '#ff7a45', to: '#c41d7f', accent: '#ffd666', ink: '#7a1035', draw: giftArt },
  baccarat: { from: '#0b6e4f', to: '#073b2c', accent: '#f5c451', ink: '#073b2c', draw: cardsArt },
  roulette: { from: '#1d39c4', to: '#10134a', accent: '#ffd666', ink: '#10134a', draw: wheelArt },
  'dragon-tiger': { from: '#a8071a', to: '#3b0a45', accent: '#ffc53d', ink: '#3b0a45', draw: versusArt },
  dice: { from: '#722ed1', to: '#22075e', accent: '#ffd666', ink: '#22075e', draw: diceArt },
  slots: { from: '#fa8c16', to: '#ad2102', accent: '#fff1b8', ink: '#ad2102', draw: slotArt },
  lottery: { from: '#13a8a8', to: '#0b3f6b', accent: '#ffd666', ink: '#0b3f6b', draw: ballsArt },
};

const FONT = "PingFang SC,Hiragino Sans GB,Microsoft YaHei,Noto Sans CJK SC,WenQuanYi Micro Hei,Noto Sans Thai,Leelawadee UI,Tahoma,Helvetica Neue,Arial,sans-serif";
const esc = (s) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
const n = (v) => Number(v.toFixed(1));

// ---- text fitting (no font metrics here: a conservative estimate per script, then textLength as a last resort)
const THAI_MARK = /[\u0E31\u0E34-\u0E3A\u0E47-\u0E4E]/;
function em(ch) {
  if (/[\u3000-\u9fff\uff00-\uffef]/.test(ch)) return 1;
  if (THAI_MARK.test(ch)) return 0;
  if (/[\u0E00-\u0E7F]/.test(ch)) return 0.66;
  if (ch === ' ') return 0.3;
  if (/[A-Z0-9]/.test(ch)) return 0.68;
  if (/[mwMW]/.test(ch)) return 0.9;
  if (/[il.,:;!'|]/.test(ch)) return 0.3;
  return 0.53;
}
const width = (s, size) => [...s].reduce((a, c) => a + em(c), 0) * size;

/** Splits a line in two near its middle: at a space, or between characters for text without spaces (CJK, Thai). */
function split2(s) {
  const chars = [...s];
  const mid = width(s, 1) / 2;
  let best = null;
  let acc = 0;
  for (let i = 1; i < chars.length; i++) {
    acc += em(chars[i - 1]);
    const space = chars[i] === ' ';
    const cjk = !s.includes(' ') && !THAI_MARK.test(chars[i]);
    if (!space && !cjk) continue;
    const score = Math.abs(acc - mid);
    if (!best || score < best.score) best = { i, score };
  }
  if (!best) return [s];
  return [chars.slice(0, best.i).join('').trim(), chars.slice(best.i).join('').trim()];
}

/** One line at nearly full size, else two lines at the largest size that fits, else one squeezed line. */
function fit(text, max, min) {
  for (let size = max; size >= Math.round(max * 0.85); size -= 1) {
    if (width(text, size) <= TEXT_W) return { lines: [text], size };
  }
  const two = split2(text);
  for (let size = max; size >= min; size -= 1) {
    if (two.every((l) => width(l, size) <= TEXT_W)) return { lines: two, size };
  }
  return { lines: two, size: min, squeeze: true };
}

function textBlock(lines, size, y, attrs, squeeze) {
  return lines
    .map((line, i) => {
      const tl = squeeze && width(line, size) > TEXT_W ? ` textLength="${TEXT_W}" lengthAdjust="spacingAndGlyphs"` : '';
      return `<text x="${TEXT_X}" y="${n(y + i * size * 1.18)}" font-size="${size}"${tl} ${attrs}>${esc(line)}</text>`;
    })
    .join('');
}

// ---- illustrations (right part of the banner, x ≈ 430-690)
const heart = (x, y, s, fill) =>
  `<path transform="translate(${x} ${y}) scale(${s})" d="M0 4C0-2 8-3 10 2c2-5 10-4 10 2 0 6-10 12-10 14C10 16 0 10 0 4z" fill="${fill}"/>`;
const spade = (x, y, s, fill) =>
  `<path transform="translate(${x} ${y}) scale(${s})" d="M10 0C12 6 20 9 20 14c0 4-5 6-8 3l2 6H6l2-6c-3 3-8 1-8-3C0 9 8 6 10 0z" fill="${fill}"/>`;

function card(x, y, rot, rank, suit, color) {
  return `<g transform="rotate(${rot} ${x + 55} ${y + 75})"><rect x="${x}" y="${y}" width="110" height="150" rx="12" fill="#fff" stroke="#e8e8e8" stroke-width="2"/><text x="${x + 14}" y="${y + 36}" font-size="30" font-weight="700" fill="${color}" font-family="Georgia,serif">${rank}</text>${suit(x + 35, y + 55, 2, color)}</g>`;
}

function chip(cx, cy, r, fill) {
  const dashes = Array.from({ length: 8 }, (_, i) => {
    const a = (i * Math.PI) / 4;
    return `<rect x="${n(cx - r * 0.12)}" y="${n(cy - r)}" width="${n(r * 0.24)}" height="${n(r * 0.26)}" fill="#fff" transform="rotate(${(a * 180) / Math.PI} ${cx} ${cy})"/>`;
  }).join('');
  return `<circle cx="${cx}" cy="${cy}" r="${r}" fill="${fill}"/>${dashes}<circle cx="${cx}" cy="${cy}" r="${n(r * 0.62)}" fill="none" stroke="#fff" stroke-width="3" stroke-dasharray="6 5"/><circle cx="${cx}" cy="${cy}" r="${n(r * 0.45)}" fill="${fill}"/>`;
}

function cardsArt() {
  return card(455, 70, -14, '9', heart, '#d4380d') + card(540, 60, 10, '8', spade, '#1f1f1f') + chip(470, 245, 30, '#cf1322') + chip(640, 250, 26, '#1d39c4');
}

function versusArt() {
  return (
    `<circle cx="560" cy="150" r="105" fill="#fff" opacity=".08"/>` +
    card(440, 80, -12, 'K', heart, '#cf1322') +
    card(580, 80, 12, 'Q', spade, '#1f1f1f') +
    `<circle cx="570" cy="158" r="34" fill="#ffc53d" stroke="#fff" stroke-width="4"/><text x="570" y="171" font-size="34" font-weight="900" text-anchor="middle" fill="#3b0a45" font-family="Arial,sans-serif">VS</text>`
  );
}

function wheelArt() {
  const cx = 552;
  const cy = 150;
  const r = 110;
  const seg = (2 * Math.PI) / 37;
  const red = new Set([1, 3, 5, 7, 9, 12, 14, 16, 18, 19, 21, 23, 25, 27, 30, 32, 34, 36]);
  const order = [0, 32, 15, 19, 4, 21, 2, 25, 17, 34, 6, 27, 13, 36, 11, 30, 8, 23, 10, 5, 24, 16, 33, 1, 20, 14, 31, 9, 22, 18, 29, 7, 28, 12, 35, 3, 26];
  const paths = order
    .map((num, i) => {
      const a0 = i * seg - Math.PI / 2;
      const a1 = a0 + seg;
      const p = (a, rr) => `${n(cx + rr * Math.cos(a))} ${n(cy + rr * Math.sin(a))}`;
      const fill = num === 0 ? '#389e0d' : red.has(num) ? '#cf1322' : '#1f1f1f';
      return `<path d="M${p(a0, 62)}L${p(a0, r)}A${r} ${r} 0 0 1 ${p(a1, r)}L${p(a1, 62)}Z" fill="${fill}"/>`;
    })
    .join('');
  return `<circle cx="${cx}" cy="${cy}" r="${r + 12}" fill="#d4a017"/>${paths}<circle cx="${cx}" cy="${cy}" r="62" fill="#8b5a2b"/><circle cx="${cx}" cy="${cy}" r="44" fill="#d4a017"/><path d="M${cx - 30} ${cy}h60M${cx} ${cy - 30}v60" stroke="#fff1b8" stroke-width="8" stroke-linecap="round"/><circle cx="${cx}" cy="${cy}" r="12" fill="#fff1b8"/><circle cx="${cx + 78}" cy="${cy - 66}" r="10" fill="#fff"/>`;
}

function die(x, y, size, pips, rot) {
  const p = size / 4;
  const spots = { 1: [[2, 2]], 2: [[1, 1], [3, 3]], 3: [[1, 1], [2, 2], [3, 3]], 4: [[1, 1], [3, 1], [1, 3], [3, 3]], 5: [[1, 1], [3, 1], [2, 2], [1, 3], [3, 3]], 6: [[1, 1], [3, 1], [1, 2], [3, 2], [1, 3], [3, 3]] }[pips];
  const dots = spots.map(([a, b]) => `<circle cx="${n(x + a * p)}" cy="${n(y + b * p)}" r="${n(size * 0.09)}" fill="${pips === 1 || pips === 4 ? '#cf1322' : '#1f1f1f'}"/>`).join('');
  return `<g transform="rotate(${rot} ${x + size / 2} ${y + size / 2})"><rect x="${x + 6}" y="${y + 8}" width="${size}" height="${size}" rx="${size * 0.18}" fill="#000" opacity=".25"/><rect x="${x}" y="${y}" width="${size}" height="${size}" rx="${size * 0.18}" fill="#fff"/>${dots}</g>`;
}

function diceArt() {
  return `<ellipse cx="565" cy="250" rx="120" ry="22" fill="#000" opacity=".2"/>` + die(450, 140, 92, 5, -12) + die(570, 150, 92, 6, 10) + die(515, 50, 84, 4, 4);
}

function slotArt() {
  const reel = (x) => `<rect x="${x}" y="95" width="58" height="90" rx="8" fill="#fff"/><text x="${x + 29}" y="160" font-size="56" font-weight="900" text-anchor="middle" fill="#cf1322" font-family="Arial,sans-serif">7</text>`;
  return (
    `<g transform="translate(-32 0)">` +
    `<rect x="448" y="52" width="230" height="190" rx="26" fill="#ffd666" stroke="#fff1b8" stroke-width="6"/>` +
    `<rect x="462" y="82" width="202" height="116" rx="14" fill="#5c0011"/>` +
    reel(470) + reel(534) + reel(598) +
    `<rect x="462" y="206" width="202" height="22" rx="11" fill="#ad2102"/><path d="M678 130h20v-60" stroke="#fff1b8" stroke-width="8" fill="none" stroke-linecap="round"/><circle cx="698" cy="62" r="14" fill="#cf1322"/>` +
    `<circle cx="490" cy="66" r="5" fill="#fff"/><circle cx="520" cy="66" r="5" fill="#fff"/><circle cx="550" cy="66" r="5" fill="#fff"/><circle cx="580" cy="66" r="5" fill="#fff"/><circle cx="610" cy="66" r="5" fill="#fff"/><circle cx="640" cy="66" r="5" fill="#fff"/></g>`
  );
}

function ballsArt() {
  const ball = (cx, cy, r, fill, num) =>
    `<circle cx="${cx}" cy="${cy}" r="${r}" fill="${fill}"/><circle cx="${n(cx - r * 0.3)}" cy="${n(cy - r * 0.35)}" r="${n(r * 0.28)}" fill="#fff" opacity=".35"/><circle cx="${cx}" cy="${cy}" r="${n(r * 0.55)}" fill="#fff"/><text x="${cx}" y="${n(cy + r * 0.22)}" font-size="${n(r * 0.62)}" font-weight="700" text-anchor="middle" fill="#1f1f1f" font-family="Arial,sans-serif">${num}</text>`;
  return ball(500, 120, 46, '#cf1322', 8) + ball(610, 95, 52, '#fadb14', 18) + ball(585, 215, 48, '#1d39c4', 36) + ball(478, 230, 34, '#389e0d', 3) + ball(650, 200, 30, '#fa541c', 21);
}

function giftArt() {
  const coin = (cx, cy, r) => `<circle cx="${cx}" cy="${cy}" r="${r}" fill="#faad14"/><circle cx="${cx}" cy="${cy}" r="${n(r * 0.72)}" fill="#ffd666"/><text x="${cx}" y="${n(cy + r * 0.32)}" font-size="${n(r)}" font-weight="900" text-anchor="middle" fill="#d48806" font-family="Arial,sans-serif">¥</text>`;
  return (
    `<rect x="470" y="120" width="170" height="140" rx="12" fill="#fff0f6"/><rect x="458" y="92" width="194" height="44" rx="10" fill="#ffadd2"/>` +
    `<rect x="543" y="92" width="24" height="168" fill="#ffd666"/><path d="M555 92c-30-52-78-34-60-8 12 16 60 8 60 8zM555 92c30-52 78-34 60-8-12 16-60 8-60 8z" fill="#ffd666" stroke="#d48806" stroke-width="3"/>` +
    coin(456, 240, 26) + coin(660, 236, 28) + coin(662, 70, 20)
  );
}

// ---- one banner
function banner(id, lang, headline) {
  const art = ART[id];
  const [sub, cta] = COPY[id][lang === 'cny' ? 'zh' : lang];
  const head = fit(headline, 48, 34);
  const line = fit(sub, 24, 19);
  const headH = head.lines.length * head.size * 1.18;
  const subH = line.lines.length * line.size * 1.25;
  const ctaSize = 22;
  const ctaW = Math.min(TEXT_W, width(cta, ctaSize) + 48);
  const blockH = headH + 14 + subH + 22 + 48;
  let y = (H - blockH) / 2;
  const headY = y + head.size * 0.9;
  y += headH + 14;
  const subY = y + line.size * 0.9;
  y += subH + 22;
  const body = [
    `<defs><linearGradient id="b" x2="1" y2="1"><stop stop-color="${art.from}"/><stop offset="1" stop-color="${art.to}"/></linearGradient><radialGradient id="l" cx=".78" cy=".45" r=".5"><stop stop-color="#fff" stop-opacity=".28"/><stop offset="1" stop-color="#fff" stop-opacity="0"/></radialGradient></defs>`,
    `<rect width="${W}" height="${H}" fill="url(#b)"/><rect width="${W}" height="${H}" fill="url(#l)"/>`,
    `<circle cx="40" cy="290" r="110" fill="#fff" opacity=".06"/><circle cx="400" cy="-20" r="80" fill="#fff" opacity=".06"/>`,
    art.draw(),
    `<g font-family="${FONT}">`,
    textBlock(head.lines, head.size, headY, `font-weight="800" fill="#fff" stroke="${art.ink}" stroke-width="3" stroke-opacity=".35" paint-order="stroke"`, head.squeeze),
    textBlock(line.lines, line.size, subY, `fill="#fff" fill-opacity=".92"`, line.squeeze),
    `<rect x="${TEXT_X}" y="${n(y)}" width="${n(ctaW)}" height="48" rx="24" fill="${art.accent}"/>`,
    `<text x="${n(TEXT_X + ctaW / 2)}" y="${n(y + 31)}" font-size="${ctaSize}" font-weight="700" text-anchor="middle" fill="${art.ink}">${esc(cta)}</text>`,
    `</g>`,
  ];
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}" viewBox="0 0 ${W} ${H}">${body.join('')}</svg>\n`;
}

const seed = JSON.parse(fs.readFileSync(SEED_FILE, 'utf8'));
fs.mkdirSync(OUT_DIR, { recursive: true });
let count = 0;
for (const row of seed.banners) {
  const id = /\/banners\/([\w-]+)\.\{lang\}\.svg$/.exec(row.image)?.[1];
  if (!id || !ART[id]) throw new Error(`no art for banner image ${row.image}`);
  for (const lang of LANGS) {
    const svg = banner(id, lang, row.title[lang]);
    if (Buffer.byteLength(svg) > MAX_BYTES) throw new Error(`${id}.${lang}.svg is ${Buffer.byteLength(svg)} bytes (over ${MAX_BYTES})`);
    fs.writeFileSync(path.join(OUT_DIR, `${id}.${lang}.svg`), svg);
    count += 1;
  }
}
console.log(`generate-banners: wrote ${count} SVGs to ${path.relative(root, OUT_DIR)}`);
