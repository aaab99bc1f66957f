import type { GameCode } from './types.js';

/** The nine languages of spec.md §3 (the same codes as @app/shared's LangCode; this package depends on nothing). */
type Lang = 'zh' | 'en' | 'hk' | 'th' | 'vn' | 'pg' | 'fp' | 'md' | 'cny';

/**
 * The one name of each house game in each language (issue 13: the lobby said 龙虎斗 where the game said 龙虎). The
 * lobby's seed (apps/server seed, `games` rows of the house venues), bet records and the house client's title all
 * take it from here; names are what players of each market call the game (Dragon Tiger stays English in Malaysia and
 * Brazil, as casinos there list it; the Philippines' 3-digit draw is "3D Lotto").
 */
export const GAME_NAMES: Readonly<Record<GameCode, Readonly<Record<Lang, string>>>> = {
  baccarat: { zh: '百家乐', en: 'Baccarat', hk: '百家樂', th: 'บาคาร่า', vn: 'Baccarat', pg: 'Bacará', fp: 'Baccarat', md: 'Bakarat', cny: '百家乐' },
  roulette: { zh: '轮盘', en: 'Roulette', hk: '輪盤', th: 'รูเล็ต', vn: 'Roulette', pg: 'Roleta', fp: 'Roulette', md: 'Rolet', cny: '轮盘' },
  sicbo: { zh: '骰宝', en: 'Sic Bo', hk: '骰寶', th: 'ไฮโล', vn: 'Tài Xỉu', pg: 'Sic Bo', fp: 'Sic Bo', md: 'Sic Bo', cny: '骰宝' },
  dragonTiger: { zh: '龙虎', en: 'Dragon Tiger', hk: '龍虎', th: 'เสือมังกร', vn: 'Rồng Hổ', pg: 'Dragon Tiger', fp: 'Dragon Tiger', md: 'Dragon Tiger', cny: '龙虎' },
  happy8: { zh: '快乐8', en: 'Happy 8', hk: '快樂8', th: 'แฮปปี้ 8', vn: 'Happy 8', pg: 'Happy 8', fp: 'Happy 8', md: 'Happy 8', cny: '快乐8' },
  scheduledLottery: { zh: '3D彩票', en: '3D Lottery', hk: '3D彩票', th: 'หวย 3D', vn: 'Xổ số 3D', pg: 'Loteria 3D', fp: '3D Lotto', md: 'Loteri 3D', cny: '3D彩票' },
  slot: { zh: '水果老虎机', en: 'Fruit Slot', hk: '水果老虎機', th: 'สล็อตผลไม้', vn: 'Slot trái cây', pg: 'Slot de frutas', fp: 'Fruit Slot', md: 'Slot buah', cny: '水果老虎机' },
};

/** A house game's name in `lang` (English for an unknown language); the code itself for a code that is no house game. */
export function gameName(code: string, lang: string): string {
  const names = (GAME_NAMES as Record<string, Record<string, string>>)[code];
  return names ? (names[lang] ?? names.en!) : code;
}
