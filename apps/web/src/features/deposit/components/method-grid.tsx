/** The deposit method grid (spec.md §2 deposit: payment method): one tile per method, icon by type, name from the server. */
import type { PaymentMethodType } from '@app/shared';
import { Grid } from 'antd-mobile';
import {
  AlipayCircleFill,
  BillOutline,
  CompassOutline,
  CouponOutline,
  HandPayCircleOutline,
  PayCircleOutline,
  ReceiptOutline,
  ReceivePaymentOutline,
  ScanCodeOutline,
  SystemQRcodeOutline,
  TransportQRcodeOutline,
  UserContactOutline,
} from 'antd-mobile-icons';
import type { ComponentType, ReactNode } from 'react';
import type { PaymentMethod } from '../api/deposit';

// Icons home does not use: an icon shared with home would be split out of home's chunk into its own (bench/web-size.mjs).
const ICONS: Record<PaymentMethodType, ComponentType<{ className?: string }>> = {
  bankTransfer: BillOutline,
  bankCardToCard: ReceiptOutline,
  blockchain: TransportQRcodeOutline,
  thirdParty: PayCircleOutline,
  easyPayCoin: ScanCodeOutline,
  virtualCoin: SystemQRcodeOutline,
  digitalRmb: ReceivePaymentOutline,
  valet: UserContactOutline,
  astroPay: CompassOutline,
  extremeCard: HandPayCircleOutline,
  extremeAlipay: AlipayCircleFill,
  douyinRedPacket: CouponOutline,
};

export function MethodGrid({
  methods,
  value,
  onChange,
}: {
  methods: readonly PaymentMethod[];
  value: number | undefined;
  onChange: (id: number) => void;
}): ReactNode {
  return (
    <div role="radiogroup" data-testid="method-grid">
      <Grid columns={3} gap={8} className="method-grid">
        {methods.map((method) => {
          const Icon = ICONS[method.type] ?? PayCircleOutline;
          const active = method.id === value;
          return (
            <Grid.Item key={method.id}>
              <button
                type="button"
                role="radio"
                aria-checked={active}
                className={active ? 'method-tile active' : 'method-tile'}
                onClick={() => onChange(method.id)}
                data-testid={`method-${method.type}`}
              >
                <Icon className="method-icon" />
                <span className="method-name">{method.name}</span>
              </button>
            </Grid.Item>
          );
        })}
      </Grid>
    </div>
  );
}
