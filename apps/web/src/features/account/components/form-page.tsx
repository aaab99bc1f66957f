import { Button, Form } from 'antd-mobile';
import { useState, type ReactNode } from 'react';
import './account.css';

interface FormPageProps<V> {
  form?: ReturnType<typeof Form.useForm>[0];
  /** Text above the form (what the screen does, or the masked phone it works on). */
  intro?: ReactNode;
  submitText: string;
  /** Runs after every rule passed; the button shows a spinner until it settles. */
  onFinish: (values: V) => Promise<unknown>;
  initialValues?: Partial<V>;
  children: ReactNode;
  testId?: string;
  /** Extra content below the submit button (links). */
  after?: ReactNode;
}

/** The one layout of every account form screen: intro, a card of fields, a full-width submit button. */
export function FormPage<V extends object>({ form, intro, submitText, onFinish, initialValues, children, testId, after }: FormPageProps<V>): ReactNode {
  const [busy, setBusy] = useState(false);
  const finish = async (values: V): Promise<void> => {
    setBusy(true);
    try {
      await onFinish(values);
    } catch {
      // Network failure: the request helper rejected without a message; the user can tap again.
    } finally {
      setBusy(false);
    }
  };
  return (
    <div className="form-page" data-testid={testId}>
      {intro ? <div className="form-intro">{intro}</div> : null}
      <Form
        form={form}
        layout="vertical"
        mode="card"
        // Every field of these forms is required; stars on some (antd rules) and not others (schema rules) would mislead.
        requiredMarkStyle="none"
        initialValues={initialValues}
        onFinish={(values: V) => void finish(values)}
        footer={
          <Button block type="submit" color="primary" shape="rounded" size="large" loading={busy} data-testid="form-submit">
            {submitText}
          </Button>
        }
      >
        {children}
      </Form>
      {after}
    </div>
  );
}
