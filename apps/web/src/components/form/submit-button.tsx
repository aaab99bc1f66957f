import { Button } from 'antd-mobile';
import type { ReactNode } from 'react';

interface SubmitButtonProps {
  /** Spins while the action runs (and ignores taps, so one tap sends once). */
  loading?: boolean;
  disabled?: boolean;
  /** Without it the button submits its Form (type="submit"). */
  onClick?: () => void;
  testId: string;
  children: ReactNode;
}

/** The one submit block of every form screen: a full-width, rounded, large primary button. */
export function SubmitButton({ loading, disabled, onClick, testId, children }: SubmitButtonProps): ReactNode {
  return (
    <Button
      block
      type={onClick ? 'button' : 'submit'}
      color="primary"
      shape="rounded"
      size="large"
      loading={loading}
      disabled={disabled}
      onClick={onClick}
      data-testid={testId}
    >
      {children}
    </Button>
  );
}
