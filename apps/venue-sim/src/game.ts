/**
 * The simulator's one game, so that bets flow back through the feed: Lucky Dice. A roll of 1-100; "under" wins on
 * 1-50, "over" on 51-100; a win pays 1.96 × the stake (return to player 98 %), rounded down to the minor unit.
 */
export const DICE = {
  gameCode: 'dice',
  name: { zh: '幸运骰子', en: 'Lucky Dice' },
  minStake: 100n,
  maxStake: 1_000_000n,
  payoutPercent: 196n,
};

export function rollOutcome(pick: 'over' | 'under', roll: number, stake: bigint): bigint {
  const win = pick === 'under' ? roll <= 50 : roll > 50;
  return win ? (stake * DICE.payoutPercent) / 100n : 0n;
}

/** The venue's own words in the platform's nine languages (it is another company's page, but players read it). */
const TEXT: Record<string, Record<'title' | 'balance' | 'stake' | 'over' | 'under' | 'win' | 'lose' | 'ended' | 'low', string>> = {
  en: { title: 'Lucky Dice', balance: 'Balance', stake: 'Stake', over: 'Over 50', under: 'Under 51', win: 'You win', lose: 'No win', ended: 'Session ended: open the game again from the lobby', low: 'Not enough balance or stake out of range' },
  zh: { title: '幸运骰子', balance: '余额', stake: '投注额', over: '大于50', under: '小于51', win: '赢了', lose: '未中奖', ended: '会话已结束，请从大厅重新进入', low: '余额不足或投注额超出范围' },
  cny: { title: '幸运骰子', balance: '余额', stake: '投注额', over: '大于50', under: '小于51', win: '赢了', lose: '未中奖', ended: '会话已结束，请从大厅重新进入', low: '余额不足或投注额超出范围' },
  hk: { title: '幸運骰子', balance: '餘額', stake: '投注額', over: '大於50', under: '小於51', win: '贏了', lose: '未中獎', ended: '會話已結束，請從大廳重新進入', low: '餘額不足或投注額超出範圍' },
  th: { title: 'ลักกี้ไดซ์', balance: 'ยอดเงิน', stake: 'เดิมพัน', over: 'มากกว่า 50', under: 'น้อยกว่า 51', win: 'คุณชนะ', lose: 'ไม่ชนะ', ended: 'เซสชันสิ้นสุดแล้ว: เปิดเกมอีกครั้งจากล็อบบี้', low: 'ยอดเงินไม่พอหรือเดิมพันเกินช่วง' },
  vn: { title: 'Xúc xắc may mắn', balance: 'Số dư', stake: 'Tiền cược', over: 'Trên 50', under: 'Dưới 51', win: 'Bạn thắng', lose: 'Không thắng', ended: 'Phiên đã kết thúc: mở lại trò chơi từ sảnh', low: 'Số dư không đủ hoặc tiền cược ngoài phạm vi' },
  pg: { title: 'Dado da Sorte', balance: 'Saldo', stake: 'Aposta', over: 'Acima de 50', under: 'Abaixo de 51', win: 'Você ganhou', lose: 'Sem prêmio', ended: 'Sessão encerrada: abra o jogo de novo pelo lobby', low: 'Saldo insuficiente ou aposta fora do limite' },
  fp: { title: 'Lucky Dice', balance: 'Balanse', stake: 'Taya', over: 'Higit sa 50', under: 'Mababa sa 51', win: 'Panalo ka', lose: 'Walang panalo', ended: 'Tapos na ang session: buksan muli ang laro mula sa lobby', low: 'Kulang ang balanse o labas sa saklaw ang taya' },
  md: { title: 'Dadu Bertuah', balance: 'Baki', stake: 'Taruhan', over: 'Atas 50', under: 'Bawah 51', win: 'Anda menang', lose: 'Tiada kemenangan', ended: 'Sesi tamat: buka permainan semula dari lobi', low: 'Baki tidak cukup atau taruhan di luar julat' },
};

function escape(s: string): string {
  return s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

export function playPage(lang: string): string {
  const t = TEXT[lang] ?? TEXT.en!;
  const words = JSON.stringify(t).replace(/</g, '\\u003c');
  return `<!doctype html>
<html lang="${escape(lang)}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>${escape(t.title)}</title>
<style>
body{margin:0;font-family:system-ui,sans-serif;background:#12323f;color:#fff;display:flex;flex-direction:column;align-items:center;gap:14px;padding:24px 16px}
h1{margin:0;font-size:22px}.die{font-size:64px;font-weight:700;min-height:80px}
.row{display:flex;gap:10px;width:100%;max-width:360px}button{flex:1;padding:14px;border:0;border-radius:8px;font-size:16px;background:#f5b82e;color:#222}
input{flex:1;padding:12px;border-radius:8px;border:0;font-size:16px}#msg{min-height:22px}
</style></head><body>
<h1>${escape(t.title)}</h1>
<div><span>${escape(t.balance)}</span>: <b id="balance">…</b></div>
<div class="die" id="die">?</div>
<div class="row"><input id="stake" inputmode="decimal" value="10" aria-label="${escape(t.stake)}"></div>
<div class="row"><button id="under" data-testid="sim-under">${escape(t.under)}</button><button id="over" data-testid="sim-over">${escape(t.over)}</button></div>
<div id="msg" data-testid="sim-msg"></div>
<script>
const T=${words};const token=new URLSearchParams(location.search).get('token');
const money=(m)=>{const v=BigInt(m);const s=(v<0n?-v:v).toString().padStart(3,'0');return (v<0n?'-':'')+s.slice(0,-2)+'.'+s.slice(-2)};
async function call(path,body){const r=await fetch(path,{method:'POST',headers:{'content-type':'application/json'},body:JSON.stringify({token,...body})});return r.json()}
async function refresh(){const r=await call('/game/state',{});if(r.code!==0){msg.textContent=T.ended;return}balance.textContent=money(r.data.balance)}
function toMinor(text){const m=/^(\\d{1,7})(?:\\.(\\d{1,2}))?$/.exec(text.trim());return m?(BigInt(m[1])*100n+BigInt((m[2]||'').padEnd(2,'0'))).toString():null}
async function play(pick){const stake=toMinor(document.getElementById('stake').value);if(!stake){msg.textContent=T.low;return}
const r=await call('/game/roll',{stake,pick});if(r.code===401){msg.textContent=T.ended;return}if(r.code!==0){msg.textContent=T.low;return}
die.textContent=r.data.roll;balance.textContent=money(r.data.balance);msg.textContent=r.data.payout!=='0'?T.win+' '+money(r.data.payout):T.lose}
under.onclick=()=>play('under');over.onclick=()=>play('over');refresh();
</script></body></html>`;
}
