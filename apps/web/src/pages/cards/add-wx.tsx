/** Add a WeChat account with its payment QR image (spec.md §2 cards/addWX, §3): the third-party account form of features/payout with type `wechat`. */
import type { ReactNode } from 'react';
import { useFreshUserInfo } from '../../features/account/api/member';
import { ThirdPartForm } from '../../features/payout/components/third-part-form';

export default function AddWX(): ReactNode {
  const user = useFreshUserInfo();
  return <ThirdPartForm type="wechat" user={user} />;
}
