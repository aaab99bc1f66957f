/** Add another third-party account (spec.md §2 cards/addThreeAcount, §3): the third-party account form of features/payout with type `other`. */
import type { ReactNode } from 'react';
import { useFreshUserInfo } from '../../features/account/api/member';
import { ThirdPartForm } from '../../features/payout/components/third-part-form';

export default function AddThreeAcount(): ReactNode {
  const user = useFreshUserInfo();
  return <ThirdPartForm type="other" user={user} />;
}
