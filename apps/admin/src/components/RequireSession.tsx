import { Spin } from 'antd';
import type { ReactNode } from 'react';
import { Navigate } from 'react-router';
import { hasSession, useMe } from '../auth/session';

/** The console's pages need a session that has finished its enrolment (issue 14: QR enrolment on first login). */
export function RequireSession({ children }: { children: ReactNode }) {
  const { data: me, isPending, isError } = useMe();
  if (!hasSession() || isError) return <Navigate to="/login" replace />;
  if (isPending) return <Spin fullscreen />;
  if (me.mustEnrol) return <Navigate to="/enrol" replace />;
  return <>{children}</>;
}
