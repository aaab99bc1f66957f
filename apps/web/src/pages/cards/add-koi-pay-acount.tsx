/** Add a KOIpay account ('kb' + 15-32 letters/digits, spec.md §5) (spec.md §2 cards/addKOIpayAcount, §3): the third-party account form of features/payout with type `koipay`. */
import type { ReactNode } from 'react';
import { useFreshUserInfo } from '../../features/account/api/member';
import { ThirdPartForm } from '../../features/payout/components/third-part-form';

export default function AddKOIpayAcount(): ReactNode {
  const user = useFreshUserInfo();
  return <ThirdPartForm type="koipay" user={user} />;
}
