/**
 * Add a virtual currency address (spec.md §2, §3, §5): alias, coin type (USDT), protocol TRC20 or ERC20 and the
 * address, which must match the chosen protocol (TRC20 'T' + 15-33, ERC20 '0x' + 15-40; spec.md §8 "virtual account
 * does not match protocol"). Rules are the shared bindBlockchainInput schema; changing the protocol re-checks the
 * address.
 */
import { bindBlockchainInput, USDT_PROTOCOLS } from '@app/shared';
import { Form, Input, Selector } from 'antd-mobile';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useFreshUserInfo } from '../../features/account/api/member';
import { bindBlockchain, type BindBlockchain } from '../../features/payout/api/accounts';
import { AccountForm } from '../../features/payout/components/account-form';
import { payoutRule } from '../../features/payout/hooks/rules';

interface Values {
  alias: string;
  protocol: string[];
  address: string;
}

const toInput = (values: Partial<Values>): Record<string, unknown> => ({
  alias: values.alias,
  coinType: 'USDT',
  protocol: values.protocol?.[0],
  address: values.address?.trim(),
});

export default function AddVirtualCoin(): ReactNode {
  const { t } = useTranslation();
  const [form] = Form.useForm();
  const user = useFreshUserInfo();
  if (!user) return null;
  const rule = (field: keyof Values, required: string) => payoutRule(bindBlockchainInput, field, required, toInput);
  return (
    <AccountForm<Values>
      kind="usdt"
      form={form}
      user={user}
      initialValues={{ protocol: ['TRC20'] }}
      intro={t('payout.coin.intro')}
      submit={(values) => bindBlockchain(toInput(values) as unknown as BindBlockchain)}
    >
      <Form.Item name="alias" label={t('payout.field.alias')} rules={[rule('alias', 'payout.field.aliasRequired')]}>
        <Input maxLength={20} clearable placeholder={t('payout.field.aliasPlaceholder')} data-testid="alias" />
      </Form.Item>
      <Form.Item label={t('payout.coin.coinType')}>
        <span className="payout-fixed">USDT</span>
      </Form.Item>
      <Form.Item name="protocol" label={t('payout.coin.protocol')} rules={[{ required: true, message: t('payout.coin.protocolRequired') }]}>
        <Selector
          columns={2}
          options={USDT_PROTOCOLS.map((p) => ({ label: p, value: p }))}
          onChange={() => {
            if (form.getFieldValue('address')) void form.validateFields(['address']).catch(() => null);
          }}
          data-testid="coin-protocol"
        />
      </Form.Item>
      <Form.Item
        name="address"
        label={t('payout.coin.address')}
        dependencies={['protocol']}
        rules={[rule('address', 'payout.coin.addressRequired')]}
      >
        <Input maxLength={64} clearable placeholder={t('payout.coin.addressPlaceholder')} data-testid="coin-address" />
      </Form.Item>
    </AccountForm>
  );
}
