import { DownloadOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { withoutEmpty } from './list-page';

/** "Export CSV" of a list with its current filter (the server streams every matching row, paging ignored). */
export function ExportButton<F extends object>({ filters, run, testId }: { filters: F; run: (filters: F) => Promise<string>; testId: string }) {
  const { t } = useTranslation();
  const [busy, setBusy] = useState(false);
  return (
    <Button
      icon={<DownloadOutlined />}
      loading={busy}
      data-testid={testId}
      onClick={() => {
        setBusy(true);
        // A refusal is shown by the request layer's toast.
        void run(withoutEmpty(filters))
          .catch(() => undefined)
          .finally(() => setBusy(false));
      }}
    >
      {t('common.exportCsv')}
    </Button>
  );
}
