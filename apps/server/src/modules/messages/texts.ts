import { LANG_CODES, type LangCode } from '@app/shared';
import { sql, type SQL } from 'drizzle-orm';
import type { I18nText } from '../../db/schema/index.js';

/**
 * Texts of event messages in the nine languages (issue 17), like modules/welfare/titles.ts. `{amount}` (formatted
 * with formatMinor), `{level}`, `{orderNo}`, `{reason}` are filled when the message is written; every language is
 * stored, so the player reads theirs whatever it is when they read.
 */
export type EventKind = 'depositCompleted' | 'depositRejected' | 'withdrawPaid' | 'withdrawRejected' | 'vipPromoted' | 'vipDemoted' | 'welfareOffered' | 'feedbackReplied' | 'bonusApproved' | 'bonusRejected';

type Texts = Record<LangCode, string>;
const EVENT_TEXTS: Record<EventKind, { title: Texts; content: Texts }> = {
  depositCompleted: {
    title: { zh: '存款到账', cny: '存款到账', hk: '存款到賬', en: 'Deposit received', th: 'ได้รับเงินฝากแล้ว', vn: 'Nạp tiền thành công', pg: 'Depósito recebido', fp: 'Natanggap ang deposito', md: 'Deposit diterima' },
    content: {
      zh: '您的存款 {amount} 已到账（订单 {orderNo}）。',
      cny: '您的存款 {amount} 已到账（订单 {orderNo}）。',
      hk: '您的存款 {amount} 已到賬（訂單 {orderNo}）。',
      en: 'Your deposit of {amount} has been credited (order {orderNo}).',
      th: 'เงินฝาก {amount} ของคุณเข้าบัญชีแล้ว (คำสั่ง {orderNo})',
      vn: 'Khoản nạp {amount} của bạn đã được cộng (đơn {orderNo}).',
      pg: 'Seu depósito de {amount} foi creditado (pedido {orderNo}).',
      fp: 'Naipasok na ang iyong deposito na {amount} (order {orderNo}).',
      md: 'Deposit anda sebanyak {amount} telah dikreditkan (pesanan {orderNo}).',
    },
  },
  depositRejected: {
    title: { zh: '存款未通过', cny: '存款未通过', hk: '存款未通過', en: 'Deposit rejected', th: 'เงินฝากถูกปฏิเสธ', vn: 'Nạp tiền bị từ chối', pg: 'Depósito recusado', fp: 'Tinanggihan ang deposito', md: 'Deposit ditolak' },
    content: {
      zh: '您的存款 {amount}（订单 {orderNo}）未通过审核：{reason}',
      cny: '您的存款 {amount}（订单 {orderNo}）未通过审核：{reason}',
      hk: '您的存款 {amount}（訂單 {orderNo}）未通過審核：{reason}',
      en: 'Your deposit of {amount} (order {orderNo}) was rejected: {reason}',
      th: 'เงินฝาก {amount} ของคุณ (คำสั่ง {orderNo}) ถูกปฏิเสธ: {reason}',
      vn: 'Khoản nạp {amount} của bạn (đơn {orderNo}) bị từ chối: {reason}',
      pg: 'Seu depósito de {amount} (pedido {orderNo}) foi recusado: {reason}',
      fp: 'Tinanggihan ang iyong deposito na {amount} (order {orderNo}): {reason}',
      md: 'Deposit anda sebanyak {amount} (pesanan {orderNo}) ditolak: {reason}',
    },
  },
  withdrawPaid: {
    title: { zh: '提款成功', cny: '提款成功', hk: '提款成功', en: 'Withdrawal paid', th: 'ถอนเงินสำเร็จ', vn: 'Rút tiền thành công', pg: 'Saque pago', fp: 'Naibayad ang withdrawal', md: 'Pengeluaran dibayar' },
    content: {
      zh: '您的提款 {amount} 已出款（订单 {orderNo}）。',
      cny: '您的提款 {amount} 已出款（订单 {orderNo}）。',
      hk: '您的提款 {amount} 已出款（訂單 {orderNo}）。',
      en: 'Your withdrawal of {amount} has been paid (order {orderNo}).',
      th: 'การถอนเงิน {amount} ของคุณได้รับการจ่ายแล้ว (คำสั่ง {orderNo})',
      vn: 'Khoản rút {amount} của bạn đã được chi trả (đơn {orderNo}).',
      pg: 'Seu saque de {amount} foi pago (pedido {orderNo}).',
      fp: 'Naibayad na ang iyong withdrawal na {amount} (order {orderNo}).',
      md: 'Pengeluaran anda sebanyak {amount} telah dibayar (pesanan {orderNo}).',
    },
  },
  withdrawRejected: {
    title: { zh: '提款未通过', cny: '提款未通过', hk: '提款未通過', en: 'Withdrawal rejected', th: 'การถอนเงินถูกปฏิเสธ', vn: 'Rút tiền bị từ chối', pg: 'Saque recusado', fp: 'Tinanggihan ang withdrawal', md: 'Pengeluaran ditolak' },
    content: {
      zh: '您的提款 {amount}（订单 {orderNo}）未通过，款项已退回中心钱包：{reason}',
      cny: '您的提款 {amount}（订单 {orderNo}）未通过，款项已退回中心钱包：{reason}',
      hk: '您的提款 {amount}（訂單 {orderNo}）未通過，款項已退回中心錢包：{reason}',
      en: 'Your withdrawal of {amount} (order {orderNo}) was rejected and returned to your central wallet: {reason}',
      th: 'การถอนเงิน {amount} ของคุณ (คำสั่ง {orderNo}) ถูกปฏิเสธและคืนเข้ากระเป๋าหลักแล้ว: {reason}',
      vn: 'Khoản rút {amount} của bạn (đơn {orderNo}) bị từ chối và đã hoàn về ví chính: {reason}',
      pg: 'Seu saque de {amount} (pedido {orderNo}) foi recusado e devolvido à carteira central: {reason}',
      fp: 'Tinanggihan ang iyong withdrawal na {amount} (order {orderNo}) at ibinalik sa central wallet: {reason}',
      md: 'Pengeluaran anda sebanyak {amount} (pesanan {orderNo}) ditolak dan dikembalikan ke dompet utama: {reason}',
    },
  },
  vipPromoted: {
    title: { zh: 'VIP 晋级', cny: 'VIP 晋级', hk: 'VIP 晉級', en: 'VIP promotion', th: 'เลื่อนระดับ VIP', vn: 'Thăng cấp VIP', pg: 'Promoção VIP', fp: 'Pag-angat ng VIP', md: 'Kenaikan VIP' },
    content: {
      zh: '恭喜！您已晋级为 VIP{level}。',
      cny: '恭喜！您已晋级为 VIP{level}。',
      hk: '恭喜！您已晉級為 VIP{level}。',
      en: 'Congratulations! You are now VIP{level}.',
      th: 'ยินดีด้วย! คุณเลื่อนเป็น VIP{level} แล้ว',
      vn: 'Chúc mừng! Bạn đã lên VIP{level}.',
      pg: 'Parabéns! Agora você é VIP{level}.',
      fp: 'Binabati ka! VIP{level} ka na ngayon.',
      md: 'Tahniah! Anda kini VIP{level}.',
    },
  },
  vipDemoted: {
    title: { zh: 'VIP 等级调整', cny: 'VIP 等级调整', hk: 'VIP 等級調整', en: 'VIP level change', th: 'ปรับระดับ VIP', vn: 'Điều chỉnh cấp VIP', pg: 'Mudança de nível VIP', fp: 'Pagbabago ng antas ng VIP', md: 'Perubahan tahap VIP' },
    content: {
      zh: '根据本期流水，您的等级调整为 VIP{level}。',
      cny: '根据本期流水，您的等级调整为 VIP{level}。',
      hk: '根據本期流水，您的等級調整為 VIP{level}。',
      en: 'Based on this period’s turnover, your level is now VIP{level}.',
      th: 'ตามยอดหมุนเวียนของรอบนี้ ระดับของคุณเปลี่ยนเป็น VIP{level}',
      vn: 'Theo doanh số kỳ này, cấp của bạn được điều chỉnh thành VIP{level}.',
      pg: 'Com base no volume deste período, seu nível agora é VIP{level}.',
      fp: 'Batay sa turnover ng panahong ito, ang antas mo ay VIP{level} na.',
      md: 'Berdasarkan pusing ganti tempoh ini, tahap anda kini VIP{level}.',
    },
  },
  welfareOffered: {
    title: { zh: '新的奖励待领取', cny: '新的奖励待领取', hk: '新的獎勵待領取', en: 'A reward is waiting', th: 'มีรางวัลรอรับ', vn: 'Có phần thưởng chờ nhận', pg: 'Uma recompensa espera por você', fp: 'May gantimpalang naghihintay', md: 'Ganjaran menanti anda' },
    content: {
      zh: '您有一笔 {amount} 的奖励，请到福利中心领取。',
      cny: '您有一笔 {amount} 的奖励，请到福利中心领取。',
      hk: '您有一筆 {amount} 的獎勵，請到福利中心領取。',
      en: 'You have a reward of {amount}: receive it in the welfare centre.',
      th: 'คุณมีรางวัล {amount} รับได้ที่ศูนย์สวัสดิการ',
      vn: 'Bạn có phần thưởng {amount}, hãy nhận tại trung tâm phúc lợi.',
      pg: 'Você tem uma recompensa de {amount}: receba-a no centro de benefícios.',
      fp: 'May gantimpala kang {amount}: kunin ito sa welfare centre.',
      md: 'Anda mempunyai ganjaran {amount}: terimanya di pusat kebajikan.',
    },
  },
  bonusApproved: {
    title: { zh: '活动奖金已批准', cny: '活动奖金已批准', hk: '活動獎金已批准', en: 'Bonus approved', th: 'โบนัสได้รับการอนุมัติ', vn: 'Tiền thưởng đã được duyệt', pg: 'Bônus aprovado', fp: 'Naaprubahan ang bonus', md: 'Bonus diluluskan' },
    content: {
      zh: '您申请的活动奖金 {amount} 已批准。',
      cny: '您申请的活动奖金 {amount} 已批准。',
      hk: '您申請的活動獎金 {amount} 已批准。',
      en: 'Your bonus of {amount} has been approved.',
      th: 'โบนัส {amount} ที่คุณสมัครได้รับการอนุมัติแล้ว',
      vn: 'Khoản thưởng {amount} bạn đăng ký đã được duyệt.',
      pg: 'Seu bônus de {amount} foi aprovado.',
      fp: 'Naaprubahan na ang iyong bonus na {amount}.',
      md: 'Bonus anda sebanyak {amount} telah diluluskan.',
    },
  },
  bonusRejected: {
    title: { zh: '活动申请未通过', cny: '活动申请未通过', hk: '活動申請未通過', en: 'Bonus application rejected', th: 'ใบสมัครโบนัสถูกปฏิเสธ', vn: 'Đơn nhận thưởng bị từ chối', pg: 'Pedido de bônus recusado', fp: 'Tinanggihan ang aplikasyon sa bonus', md: 'Permohonan bonus ditolak' },
    content: {
      zh: '您申请的活动奖金 {amount} 未通过审核：{reason}',
      cny: '您申请的活动奖金 {amount} 未通过审核：{reason}',
      hk: '您申請的活動獎金 {amount} 未通過審核：{reason}',
      en: 'Your bonus application of {amount} was rejected: {reason}',
      th: 'ใบสมัครโบนัส {amount} ของคุณถูกปฏิเสธ: {reason}',
      vn: 'Đơn nhận thưởng {amount} của bạn bị từ chối: {reason}',
      pg: 'Seu pedido de bônus de {amount} foi recusado: {reason}',
      fp: 'Tinanggihan ang iyong aplikasyon sa bonus na {amount}: {reason}',
      md: 'Permohonan bonus anda sebanyak {amount} ditolak: {reason}',
    },
  },
  feedbackReplied: {
    title: { zh: '您的反馈已回复', cny: '您的反馈已回复', hk: '您的反饋已回覆', en: 'Your feedback was answered', th: 'ความคิดเห็นของคุณได้รับการตอบกลับแล้ว', vn: 'Phản hồi của bạn đã được trả lời', pg: 'Seu feedback foi respondido', fp: 'Nasagot na ang iyong feedback', md: 'Maklum balas anda telah dijawab' },
    content: {
      zh: '客服已回复您的反馈：{reply}',
      cny: '客服已回复您的反馈：{reply}',
      hk: '客服已回覆您的反饋：{reply}',
      en: 'Customer service answered your feedback: {reply}',
      th: 'ฝ่ายบริการลูกค้าตอบความคิดเห็นของคุณแล้ว: {reply}',
      vn: 'Chăm sóc khách hàng đã trả lời phản hồi của bạn: {reply}',
      pg: 'O atendimento respondeu ao seu feedback: {reply}',
      fp: 'Sinagot ng customer service ang iyong feedback: {reply}',
      md: 'Khidmat pelanggan telah menjawab maklum balas anda: {reply}',
    },
  },
};

function fill(template: string, params: Record<string, string>): string {
  return template.replace(/\{(\w+)\}/g, (whole, key: string) => params[key] ?? whole);
}

/** An event's title and content in every language, params filled (params already formatted). */
export function eventTexts(kind: EventKind, params: Record<string, string>): { title: I18nText; content: I18nText } {
  const t = EVENT_TEXTS[kind];
  const title: I18nText = {};
  const content: I18nText = {};
  for (const lang of LANG_CODES) {
    title[lang] = fill(t.title[lang], params);
    content[lang] = fill(t.content[lang], params);
  }
  return { title, content };
}

function jsonbSql(texts: Texts, params: Record<string, SQL>): SQL {
  const pairs = LANG_CODES.map((lang) => {
    let expr: SQL = sql`${texts[lang]}::text`;
    for (const [key, value] of Object.entries(params)) expr = sql`replace(${expr}, ${`{${key}}`}, (${value})::text)`;
    return sql`${lang}::text, ${expr}`;
  });
  return sql`jsonb_build_object(${sql.join(pairs, sql`, `)})`;
}

/** The same texts as SQL expressions (jsonb) for set-wise INSERT … SELECT: params are SQL of the source row. */
export function eventTextsSql(kind: EventKind, params: Record<string, SQL>): { title: SQL; content: SQL } {
  const t = EVENT_TEXTS[kind];
  return { title: jsonbSql(t.title, params), content: jsonbSql(t.content, params) };
}

/** formatMinor's twin in SQL (CNY: two places): 12345 → '123.45'. */
export function minorSql(amount: SQL): SQL {
  return sql`to_char((${amount})::numeric / 100, 'FM999999999999999990.00')`;
}
