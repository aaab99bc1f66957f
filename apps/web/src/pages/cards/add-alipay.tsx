/** Add an Alipay account with its payment QR image (spec.md §2 cards/addAlipay, §3): the third-party account form of features/payout with type `alipay`. */
import type { ReactNode } from 'react';
import { useFreshUserInfo } from '../../features/account/api/member';
import { ThirdPartForm } from '../../features/payout/components/third-part-form';

export default function AddAlipay(): ReactNode {
  const user = useFreshUserInfo();
  return <ThirdPartForm type="alipay" user={user} />;
}
