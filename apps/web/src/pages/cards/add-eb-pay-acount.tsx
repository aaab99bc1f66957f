/** Add an EBpay account ('eb' + 15-32 letters/digits, spec.md §5) (spec.md §2 cards/addEBPayAcount, §3): the third-party account form of features/payout with type `ebpay`. */
import type { ReactNode } from 'react';
import { useFreshUserInfo } from '../../features/account/api/member';
import { ThirdPartForm } from '../../features/payout/components/third-part-form';

export default function AddEBPayAcount(): ReactNode {
  const user = useFreshUserInfo();
  return <ThirdPartForm type="ebpay" user={user} />;
}
