/**
 * Add a bank card (spec.md §2, §3, §5): cardholder = the registered real name (prefilled and read-only when set; a
 * card in another name is refused, spec.md §8 "account number and user name inconsistent"), card type (savings/debit
 * or credit), bank from the 15 supported withdrawal banks (getSysBank), card number (15-19 digits, Luhn), and the
 * account-opening bank address. Rules are the shared bindBankCardInput schema.
 */
import { bindBankCardInput, CARD_TYPES } from '@app/shared';
import { Button, Form, Input, Picker, Selector } from 'antd-mobile';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { detour, useDetourDraft } from '../../app/detour';
import { PATHS } from '../../app/paths';
import { useFreshUserInfo } from '../../features/account/api/member';
import { bindBankCard, useSysBanks, type BindBankCard } from '../../features/payout/api/accounts';
import { AccountForm } from '../../features/payout/components/account-form';
import { payoutRule } from '../../features/payout/hooks/rules';

interface Values {
  cardholder: string;
  cardType: string[];
  bankId: (string | number)[];
  cardNo: string;
  address: string;
}

/** The form's values as the request (pickers hold arrays). */
export function bankCardInput(values: Partial<Values>): Record<string, unknown> {
  return {
    cardholder: values.cardholder,
    cardType: values.cardType?.[0],
    bankId: values.bankId?.[0] === undefined ? undefined : Number(values.bankId[0]),
    cardNo: values.cardNo,
    address: values.address,
  };
}

export default function AddBankCards(): ReactNode {
  const { t } = useTranslation();
  const [form] = Form.useForm();
  const user = useFreshUserInfo();
  const { data: banks = [] } = useSysBanks();
  // Back from setting the real name (a detour): the card as the player had typed it.
  const draft = useDetourDraft<Partial<Values>>();
  if (!user) return null;
  const realName = user.realName ?? '';
  const rule = (field: keyof Values, required: string) => payoutRule(bindBankCardInput, field, required, bankCardInput);
  return (
    <AccountForm<Values>
      kind="bank"
      form={form}
      user={user}
      initialValues={{ cardType: ['debit'], ...draft, cardholder: realName || draft?.cardholder || '' }}
      intro={
        realName ? (
          t('payout.bank.ownName')
        ) : (
          <>
            {t('payout.bank.noRealName')}{' '}
            <Button size="mini" color="primary" fill="none" onClick={() => detour(PATHS.setName, form.getFieldsValue() as Partial<Values>)} data-testid="go-set-name">
              {t('payout.bank.setRealName')}
            </Button>
          </>
        )
      }
      submit={(values) => bindBankCard(bankCardInput(values) as unknown as BindBankCard)}
    >
      <Form.Item name="cardholder" label={t('payout.bank.cardholder')} rules={[rule('cardholder', 'payout.bank.cardholderRequired')]}>
        <Input readOnly={Boolean(realName)} placeholder={t('payout.bank.cardholderPlaceholder')} data-testid="bank-cardholder" />
      </Form.Item>
      <Form.Item name="cardType" label={t('payout.bank.cardType')} rules={[{ required: true, message: t('payout.bank.cardTypeRequired') }]}>
        <Selector
          columns={2}
          options={CARD_TYPES.map((type) => ({ label: t(`payout.cardType.${type}`), value: type }))}
          data-testid="bank-card-type"
        />
      </Form.Item>
      <Form.Item
        name="bankId"
        label={t('payout.bank.bank')}
        trigger="onConfirm"
        arrow
        onClick={(_e, picker) => picker.current?.open()}
        rules={[{ required: true, message: t('payout.bank.bankRequired') }]}
      >
        <Picker columns={[banks.map((b) => ({ label: b.name, value: b.id }))]} confirmText={t('common.confirm')} cancelText={t('common.cancel')}>
          {(items) => (
            <span className={items[0] ? 'picker-value' : 'picker-placeholder'} data-testid="bank-picker">
              {items[0]?.label ?? t('payout.bank.bankPlaceholder')}
            </span>
          )}
        </Picker>
      </Form.Item>
      <Form.Item name="cardNo" label={t('payout.bank.cardNo')} rules={[rule('cardNo', 'payout.bank.cardNoRequired')]}>
        <Input inputMode="numeric" maxLength={23} clearable placeholder={t('payout.bank.cardNoPlaceholder')} data-testid="bank-card-no" />
      </Form.Item>
      <Form.Item name="address" label={t('payout.bank.address')} rules={[rule('address', 'payout.bank.addressRequired')]}>
        <Input maxLength={100} clearable placeholder={t('payout.bank.addressPlaceholder')} data-testid="bank-address" />
      </Form.Item>
    </AccountForm>
  );
}
