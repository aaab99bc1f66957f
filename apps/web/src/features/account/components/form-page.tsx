import type { ReactNode } from 'react';
import { SchemaForm, type FormInstance } from '../../../components/form/schema-form';
import './account.css';

interface FormPageProps<V> {
  form?: FormInstance;
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
  return (
    <div className="form-page" data-testid={testId}>
      {intro ? <div className="form-intro">{intro}</div> : null}
      <SchemaForm form={form} initialValues={initialValues} submitText={submitText} onFinish={onFinish}>
        {children}
      </SchemaForm>
      {after}
    </div>
  );
}
