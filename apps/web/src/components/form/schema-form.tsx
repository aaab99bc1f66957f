import { Form } from 'antd-mobile';
import { useState, type ReactNode } from 'react';
import { SubmitButton } from './submit-button';

export type FormInstance = ReturnType<typeof Form.useForm>[0];

interface SchemaFormProps<V> {
  form?: FormInstance;
  initialValues?: Partial<V>;
  submitText: string;
  /**
   * Runs after every rule passed; the submit block spins until it settles. A rejection (network failure: the
   * request helper rejects without a message) is swallowed: the user can tap again. Callers that toast catch first.
   */
  onFinish: (values: V) => Promise<unknown>;
  children: ReactNode;
}

/** The one form card of the form screens (account, payout): fields in a card and the submit block below. */
export function SchemaForm<V extends object>({ form, initialValues, submitText, onFinish, children }: SchemaFormProps<V>): ReactNode {
  const [busy, setBusy] = useState(false);
  const finish = async (values: V): Promise<void> => {
    setBusy(true);
    try {
      await onFinish(values);
    } catch {
      // See onFinish: nothing to undo; the spinner stops and the form stays as typed.
    } finally {
      setBusy(false);
    }
  };
  return (
    <Form
      form={form}
      layout="vertical"
      mode="card"
      // Every field of these forms is required; stars on some (antd rules) and not others (schema rules) would mislead.
      requiredMarkStyle="none"
      initialValues={initialValues}
      onFinish={(values: V) => void finish(values)}
      footer={
        <SubmitButton loading={busy} testId="form-submit">
          {submitText}
        </SubmitButton>
      }
    >
      {children}
    </Form>
  );
}
