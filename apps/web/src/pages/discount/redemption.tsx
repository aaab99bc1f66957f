/**
 * Redemption code (spec.md §2 /pages/discount/redemption, member route; issue 16): the player types a code (any
 * case, with or without dashes or spaces), redeems it, and reads what happened — the amount credited to the central
 * wallet and the turnover it requires, or the refusal in the server's words (invalid, expired, used, disabled, VIP
 * level too low, one per player, too many attempts), in the player's language.
 */
import { Input, Result } from 'antd-mobile';
import { useQueryClient } from '@tanstack/react-query';
import { useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { invalidateMoney } from '../../api/wallet';
import { SubmitButton } from '../../components/form/submit-button';
import { redeemCode, type Redeemed } from '../../features/redeem/api/redeem-code';
import '../../features/redeem/redeem.css';

type Outcome = { ok: true; data: Redeemed } | { ok: false; msg: string } | null;

export default function Redemption(): ReactNode {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [code, setCode] = useState('');
  const [busy, setBusy] = useState(false);
  const [outcome, setOutcome] = useState<Outcome>(null);
  // One redemption at a time, even for two taps within one render.
  const sending = useRef(false);

  const submit = async (): Promise<void> => {
    if (sending.current || !code.trim()) return;
    sending.current = true;
    setBusy(true);
    try {
      const envelope = await redeemCode(code.trim());
      if (envelope.code === 0 && envelope.data) {
        setOutcome({ ok: true, data: envelope.data });
        setCode('');
        await invalidateMoney(queryClient);
      } else if (envelope.code !== 401) {
        setOutcome({ ok: false, msg: envelope.msg });
      }
    } catch {
      setOutcome({ ok: false, msg: t('redeem.network') });
    } finally {
      sending.current = false;
      setBusy(false);
    }
  };

  return (
    <div className="redeem-page" data-testid="redemption">
      <section className="redeem-card">
        <div className="redeem-label">{t('redeem.label')}</div>
        <Input
          className="redeem-input"
          data-testid="redeem-input"
          value={code}
          onChange={(v) => {
            setCode(v);
            setOutcome(null);
          }}
          onEnterPress={() => void submit()}
          placeholder={t('redeem.placeholder')}
          clearable
          autoComplete="off"
          maxLength={40}
        />
        <div className="redeem-hint">{t('redeem.hint')}</div>
        <SubmitButton testId="redeem-submit" loading={busy} disabled={!code.trim()} onClick={() => void submit()}>
          {t('redeem.submit')}
        </SubmitButton>
      </section>
      {outcome && (
        <section className="redeem-card redeem-result" data-testid="redeem-result">
          {outcome.ok ? (
            <Result
              status="success"
              title={t('redeem.success', { amount: `¥${outcome.data.amount}` })}
              description={
                <>
                  <div>{t('redeem.credited', { amount: `¥${outcome.data.central}` })}</div>
                  {outcome.data.turnover !== '0.00' && <div>{t('redeem.turnover', { amount: `¥${outcome.data.turnover}` })}</div>}
                </>
              }
            />
          ) : (
            <Result status="error" title={t('redeem.failed')} description={outcome.msg} />
          )}
        </section>
      )}
    </div>
  );
}
