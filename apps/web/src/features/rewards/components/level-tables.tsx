/**
 * The tabs of the VIP privilege page (spec.md §2 "tabs for rebate ratio, withdrawal limits, weekly red packets,
 * turnover multiples, rules"): one table per benefit with a row per level (the player's own level marked; a row opens
 * that level's detail), the turnover a received reward carries, and the programme's rules.
 */
import { VIP_REBATE_KEYS } from '@app/shared';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { ReturnWater, VipLevel } from '../api/vip';
import { isZero, redPacketOpensAt } from '../standing';

interface TableProps {
  levels: readonly VipLevel[];
  /** The player's level (its row is marked), if signed in. */
  mine?: number;
  onOpen: (level: number) => void;
}

function Table({ head, rows, mine, onOpen, testId }: { head: ReactNode[]; rows: [number, ReactNode[]][]; mine?: number; onOpen: (level: number) => void; testId: string }): ReactNode {
  const { t } = useTranslation();
  return (
    <div className="vip-table-wrap">
      <table className="vip-table" data-testid={testId}>
        <thead>
          <tr>
            <th>{t('vip.col.level')}</th>
            {head.map((h, i) => (
              <th key={i}>{h}</th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map(([level, cells]) => (
            <tr key={level} className={level === mine ? 'mine' : undefined} onClick={() => onOpen(level)} data-testid={`vip-row-${level}`}>
              <th scope="row">{t('vip.level', { level })}</th>
              {cells.map((c, i) => (
                <td key={i}>{c}</td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** Rebate ratios per level and game type, from getVipReturnWaterList (a game type the app does not know is left out). */
export function RebateTable({ ratios, mine, onOpen }: { ratios: ReturnWater; mine?: number; onOpen: (level: number) => void }): ReactNode {
  const { t } = useTranslation();
  const levels = [...new Set(ratios.map((r) => r.level))].sort((a, b) => a - b);
  const ratio = (level: number, key: string): string => {
    const found = ratios.find((r) => r.level === level && r.gameType === key);
    return found ? `${found.ratio}%` : '—';
  };
  return (
    <>
      <p className="vip-note">{t('vip.note.rebate')}</p>
      <Table
        testId="vip-rebate-table"
        head={VIP_REBATE_KEYS.map((k) => t(`vip.rebate.${k}`))}
        rows={levels.map((level) => [level, VIP_REBATE_KEYS.map((k) => ratio(level, k))])}
        mine={mine}
        onOpen={onOpen}
      />
    </>
  );
}

export function WithdrawTable({ levels, mine, onOpen }: TableProps): ReactNode {
  const { t } = useTranslation();
  return (
    <>
      <p className="vip-note">{t('vip.note.withdraw')}</p>
      <Table
        testId="vip-withdraw-table"
        head={[t('vip.col.count'), t('vip.col.limit')]}
        rows={levels.map((l) => [l.level, [t('vip.times', { count: l.dailyWithdrawCount }), `¥${l.dailyWithdrawLimit}`]])}
        mine={mine}
        onOpen={onOpen}
      />
    </>
  );
}

export function RedPacketTable({ levels, mine, onOpen }: TableProps): ReactNode {
  const { t } = useTranslation();
  return (
    <>
      <p className="vip-note">{t('vip.note.redPacket', { early: redPacketOpensAt(1), late: redPacketOpensAt(10) })}</p>
      <Table
        testId="vip-red-packet-table"
        head={[t('vip.col.amount'), t('vip.col.opens')]}
        rows={levels.map((l) => [
          l.level,
          isZero(l.weeklyRedPacket) ? ['—', '—'] : [`¥${l.weeklyRedPacket}`, t('vip.saturdayAt', { time: redPacketOpensAt(l.level) })],
        ])}
        mine={mine}
        onOpen={onOpen}
      />
    </>
  );
}

/** What a received reward requires (public settings welfare_turnover_multiple and welfare_valid_days). */
export function TurnoverPanel({ multiple, validDays }: { multiple: string | null; validDays: string | null }): ReactNode {
  const { t } = useTranslation();
  return (
    <ul className="vip-rules" data-testid="vip-turnover">
      {multiple ? (
        <>
          <li>{t('vip.turnover.multiple', { multiple })}</li>
          <li>{t('vip.turnover.example', { amount: `¥${(Number(multiple) * 100).toFixed(2)}` })}</li>
        </>
      ) : null}
      <li>{t('vip.turnover.perItem')}</li>
      {validDays ? <li>{t('vip.turnover.valid', { days: validDays })}</li> : null}
      <li>{t('vip.turnover.redPacket')}</li>
    </ul>
  );
}

const RULES = ['promotion', 'demotion', 'upgradeGift', 'birthdayGift', 'redPacket', 'rebate', 'validity'] as const;

export function RulesPanel(): ReactNode {
  const { t } = useTranslation();
  return (
    <ul className="vip-rules" data-testid="vip-rules">
      {RULES.map((key) => (
        <li key={key}>
          <strong>{t(`vip.rules.${key}.title`)}</strong>
          <span>{t(`vip.rules.${key}.text`)}</span>
        </li>
      ))}
    </ul>
  );
}
