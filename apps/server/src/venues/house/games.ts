import { GAME_CATEGORY, isGameCode, type GameCode } from '@app/games';
import type { LangCode } from '@app/shared';
import { pickLang } from '../../lib/i18n-text.js';

/** Names of the house games in the nine languages (bet records show them; cny = zh). */
const NAMES: Record<GameCode, Record<LangCode, string>> = {
  baccarat: { zh: '百家乐', en: 'Baccarat', hk: '百家樂', th: 'บาคาร่า', vn: 'Baccarat', pg: 'Bacará', fp: 'Baccarat', md: 'Bakarat', cny: '百家乐' },
  roulette: { zh: '轮盘', en: 'Roulette', hk: '輪盤', th: 'รูเล็ต', vn: 'Roulette', pg: 'Roleta', fp: 'Roulette', md: 'Rolet', cny: '轮盘' },
  sicbo: { zh: '骰宝', en: 'Sic Bo', hk: '骰寶', th: 'ไฮโล', vn: 'Tài xỉu', pg: 'Sic Bo', fp: 'Sic Bo', md: 'Sic Bo', cny: '骰宝' },
  dragonTiger: { zh: '龙虎', en: 'Dragon Tiger', hk: '龍虎', th: 'เสือมังกร', vn: 'Rồng Hổ', pg: 'Dragão Tigre', fp: 'Dragon Tiger', md: 'Naga Harimau', cny: '龙虎' },
  happy8: { zh: '快乐8', en: 'Happy 8', hk: '快樂8', th: 'แฮปปี้ 8', vn: 'Happy 8', pg: 'Happy 8', fp: 'Happy 8', md: 'Happy 8', cny: '快乐8' },
  scheduledLottery: { zh: '福彩3D', en: '3D Lottery', hk: '福彩3D', th: 'ลอตเตอรี่ 3D', vn: 'Xổ số 3D', pg: 'Loteria 3D', fp: '3D Lottery', md: 'Loteri 3D', cny: '福彩3D' },
  slot: { zh: '皇家老虎机', en: 'Royal Slot', hk: '皇家老虎機', th: 'รอยัล สล็อต', vn: 'Máy xèng Hoàng Gia', pg: 'Caça-níqueis Royal', fp: 'Royal Slot', md: 'Slot Diraja', cny: '皇家老虎机' },
};

export function gameName(gameCode: string, lang: LangCode): string {
  return isGameCode(gameCode) ? pickLang(NAMES[gameCode], lang) : gameCode;
}

/** A game belongs to the house platType of its lobby category (api-contract: one platType per category). */
export function gameOfVenue(gameCode: string, venueGameType: string): gameCode is GameCode {
  return isGameCode(gameCode) && GAME_CATEGORY[gameCode] === venueGameType;
}

/** The scheduled lottery's rounds wait for its draw; every other game settles at once. */
export const LOTTERY_GAME: GameCode = 'scheduledLottery';
