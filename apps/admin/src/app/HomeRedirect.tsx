import { Navigate } from 'react-router';
import { can, useMe } from '../auth/session';
import { NAV } from './nav';

/** /admin/ opens the first page the operator's role may use. */
export function HomeRedirect() {
  const { data: me } = useMe();
  if (!me) return null;
  const first = NAV.find((entry) => can(me, entry.permission));
  return <Navigate to={first?.path ?? '/players'} replace />;
}
