import type { Messages } from './error-messages.js';
import { ERROR_CODES } from './error-codes.js';

/**
 * House venue game errors, codes 2300-2399 (design.md §4: 2xxx money): launch tickets and sessions of the
 * game client, and bets refused before any money moves (api-contract.md House venue). A game that is
 * not the venue's answers the lobby's gameNotFound (2400, errors-games.ts); 2302 stays unused.
 */
export const HOUSE_ERRORS = {
  houseTicketInvalid: {
    code: ERROR_CODES.houseTicketInvalid,
    msg: {
      zh: '游戏链接已失效，请从大厅重新进入',
      en: 'The game link has expired, please open the game again from the lobby',
      hk: '遊戲連結已失效，請從大廳重新進入',
      th: 'ลิงก์เกมหมดอายุ กรุณาเปิดเกมจากล็อบบี้อีกครั้ง',
      vn: 'Liên kết trò chơi đã hết hạn, vui lòng mở lại trò chơi từ sảnh',
      pg: 'O link do jogo expirou, abra o jogo novamente pelo lobby',
      fp: 'Nag-expire na ang link ng laro, buksan muli ang laro mula sa lobby',
      md: 'Pautan permainan telah tamat, sila buka semula permainan dari lobi',
      cny: '游戏链接已失效，请从大厅重新进入',
    },
  },
  houseSessionInvalid: {
    code: ERROR_CODES.houseSessionInvalid,
    msg: {
      zh: '游戏会话已失效，请从大厅重新进入',
      en: 'The game session has expired, please open the game again from the lobby',
      hk: '遊戲會話已失效，請從大廳重新進入',
      th: 'เซสชันเกมหมดอายุ กรุณาเปิดเกมจากล็อบบี้อีกครั้ง',
      vn: 'Phiên trò chơi đã hết hạn, vui lòng mở lại trò chơi từ sảnh',
      pg: 'A sessão do jogo expirou, abra o jogo novamente pelo lobby',
      fp: 'Nag-expire na ang session ng laro, buksan muli ang laro mula sa lobby',
      md: 'Sesi permainan telah tamat, sila buka semula permainan dari lobi',
      cny: '游戏会话已失效，请从大厅重新进入',
    },
  },
  betTypeUnknown: {
    code: ERROR_CODES.betTypeUnknown,
    msg: {
      zh: '无效的投注类型',
      en: 'Unknown bet type',
      hk: '無效的投注類型',
      th: 'ประเภทการเดิมพันไม่ถูกต้อง',
      vn: 'Loại cược không hợp lệ',
      pg: 'Tipo de aposta desconhecido',
      fp: 'Hindi kilalang uri ng taya',
      md: 'Jenis pertaruhan tidak diketahui',
      cny: '无效的投注类型',
    },
  },
  betAmountInvalid: {
    code: ERROR_CODES.betAmountInvalid,
    msg: {
      zh: '请输入正确的投注金额',
      en: 'Please enter a valid stake',
      hk: '請輸入正確的投注金額',
      th: 'กรุณากรอกจำนวนเงินเดิมพันที่ถูกต้อง',
      vn: 'Vui lòng nhập số tiền cược hợp lệ',
      pg: 'Insira um valor de aposta válido',
      fp: 'Maglagay ng wastong halaga ng taya',
      md: 'Sila masukkan jumlah pertaruhan yang sah',
      cny: '请输入正确的投注金额',
    },
  },
  betBelowMin: {
    code: ERROR_CODES.betBelowMin,
    msg: {
      zh: '投注金额低于最低限额',
      en: 'The stake is below the table minimum',
      hk: '投注金額低於最低限額',
      th: 'จำนวนเงินเดิมพันต่ำกว่าขั้นต่ำของโต๊ะ',
      vn: 'Số tiền cược thấp hơn mức tối thiểu của bàn',
      pg: 'A aposta está abaixo do mínimo da mesa',
      fp: 'Mas mababa ang taya sa minimum ng mesa',
      md: 'Pertaruhan di bawah had minimum meja',
      cny: '投注金额低于最低限额',
    },
  },
  betAboveMax: {
    code: ERROR_CODES.betAboveMax,
    msg: {
      zh: '投注金额超过最高限额',
      en: 'The stake is above the table limit',
      hk: '投注金額超過最高限額',
      th: 'จำนวนเงินเดิมพันเกินขีดจำกัดของโต๊ะ',
      vn: 'Số tiền cược vượt quá giới hạn của bàn',
      pg: 'A aposta está acima do limite da mesa',
      fp: 'Lumampas ang taya sa limitasyon ng mesa',
      md: 'Pertaruhan melebihi had meja',
      cny: '投注金额超过最高限额',
    },
  },
  betsInvalid: {
    code: ERROR_CODES.betsInvalid,
    msg: {
      zh: '请至少下注一项，且每局注数不超过限额',
      en: 'Place at least one bet, and no more bets a round than the table allows',
      hk: '請至少下注一項，且每局注數不超過限額',
      th: 'กรุณาวางเดิมพันอย่างน้อยหนึ่งรายการ และไม่เกินจำนวนที่โต๊ะอนุญาตต่อรอบ',
      vn: 'Hãy đặt ít nhất một cược và không quá số cược bàn cho phép mỗi ván',
      pg: 'Faça pelo menos uma aposta e não mais do que a mesa permite por rodada',
      fp: 'Maglagay ng kahit isang taya, at hindi hihigit sa pinapayagan ng mesa bawat round',
      md: 'Letakkan sekurang-kurangnya satu pertaruhan, dan tidak melebihi had meja bagi setiap pusingan',
      cny: '请至少下注一项，且每局注数不超过限额',
    },
  },
  betExceedsBalance: {
    code: ERROR_CODES.betExceedsBalance,
    msg: {
      zh: '投注总额超过场馆钱包余额',
      en: 'The total stake exceeds your balance at this venue',
      hk: '投注總額超過場館錢包餘額',
      th: 'ยอดเดิมพันรวมเกินยอดเงินในค่ายเกมนี้',
      vn: 'Tổng tiền cược vượt quá số dư của bạn tại sảnh này',
      pg: 'O total apostado excede o seu saldo neste local',
      fp: 'Lumampas ang kabuuang taya sa iyong balanse sa venue na ito',
      md: 'Jumlah pertaruhan melebihi baki anda di tempat ini',
      cny: '投注总额超过场馆钱包余额',
    },
  },
  clientSeedInvalid: {
    code: ERROR_CODES.clientSeedInvalid,
    msg: {
      zh: '客户端种子须为1-64个可见字符',
      en: 'The client seed must be 1-64 printable characters without spaces',
      hk: '客戶端種子須為1-64個可見字元',
      th: 'Client seed ต้องเป็นอักขระที่พิมพ์ได้ 1-64 ตัวโดยไม่มีช่องว่าง',
      vn: 'Client seed phải gồm 1-64 ký tự in được, không có khoảng trắng',
      pg: 'A semente do cliente deve ter 1-64 caracteres imprimíveis, sem espaços',
      fp: 'Ang client seed ay dapat 1-64 na nakikitang character na walang espasyo',
      md: 'Benih klien mestilah 1-64 aksara boleh cetak tanpa ruang',
      cny: '客户端种子须为1-64个可见字符',
    },
  },
  lotteryClosed: {
    code: ERROR_CODES.lotteryClosed,
    msg: {
      zh: '本期已封盘，请等待下一期',
      en: 'Betting on this draw has closed, please wait for the next one',
      hk: '本期已封盤，請等待下一期',
      th: 'ปิดรับเดิมพันงวดนี้แล้ว กรุณารองวดถัดไป',
      vn: 'Kỳ này đã đóng cược, vui lòng chờ kỳ tiếp theo',
      pg: 'As apostas deste sorteio foram encerradas, aguarde o próximo',
      fp: 'Sarado na ang taya sa draw na ito, hintayin ang susunod',
      md: 'Pertaruhan untuk cabutan ini telah ditutup, sila tunggu cabutan seterusnya',
      cny: '本期已封盘，请等待下一期',
    },
  },
} as const satisfies Record<string, { code: number; msg: Messages }>;
