import type { Messages } from './error-messages.js';
import { ERROR_CODES } from './error-codes.js';

/**
 * Game lobby errors, codes 2400-2499 (spec.md §2, §7; api-contract.md Games). Kept in their own file
 * like errors-money.ts; errors.ts spreads them into ERRORS. A venue in maintenance reuses
 * venueMaintenance (2005), an unknown venue venueNotFound (2004).
 */
export const GAMES_ERRORS = {
  gameNotFound: {
    code: ERROR_CODES.gameNotFound,
    msg: {
      zh: '游戏不存在',
      en: 'The game does not exist',
      hk: '遊戲不存在',
      th: 'ไม่พบเกมนี้',
      vn: 'Trò chơi không tồn tại',
      pg: 'O jogo não existe',
      fp: 'Hindi umiiral ang laro',
      md: 'Permainan tidak wujud',
      cny: '游戏不存在',
    },
  },
  gameMaintenance: {
    code: ERROR_CODES.gameMaintenance,
    msg: {
      zh: '游戏维护中，请稍后再试',
      en: 'The game is under maintenance, please try again later',
      hk: '遊戲維護中，請稍後再試',
      th: 'เกมอยู่ระหว่างปรับปรุง กรุณาลองใหม่ภายหลัง',
      vn: 'Trò chơi đang bảo trì, vui lòng thử lại sau',
      pg: 'O jogo está em manutenção, tente novamente mais tarde',
      fp: 'Nasa maintenance ang laro, pakisubukang muli mamaya',
      md: 'Permainan sedang diselenggara, sila cuba lagi kemudian',
      cny: '游戏维护中，请稍后再试',
    },
  },
  gameTypeInvalid: {
    code: ERROR_CODES.gameTypeInvalid,
    msg: {
      zh: '游戏分类不存在',
      en: 'Unknown game category',
      hk: '遊戲分類不存在',
      th: 'ไม่พบหมวดหมู่เกม',
      vn: 'Danh mục trò chơi không tồn tại',
      pg: 'Categoria de jogo desconhecida',
      fp: 'Hindi kilalang kategorya ng laro',
      md: 'Kategori permainan tidak diketahui',
      cny: '游戏分类不存在',
    },
  },
  gameKeywordInvalid: {
    code: ERROR_CODES.gameKeywordInvalid,
    msg: {
      zh: '搜索关键字过长',
      en: 'The search keyword is too long',
      hk: '搜尋關鍵字過長',
      th: 'คำค้นหายาวเกินไป',
      vn: 'Từ khóa tìm kiếm quá dài',
      pg: 'A palavra-chave de pesquisa é muito longa',
      fp: 'Masyadong mahaba ang keyword sa paghahanap',
      md: 'Kata kunci carian terlalu panjang',
      cny: '搜索关键字过长',
    },
  },
} as const satisfies Record<string, { code: number; msg: Messages }>;
