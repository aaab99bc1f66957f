import { useMutation } from '@tanstack/react-query';
import { Button, Card, Descriptions, List, Result, Space, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { ledgerCheck } from '../api/admin';

/** The ledger invariants on demand (design.md §5; `npm run ledger:check` asked of the running server). */
export default function LedgerPage() {
  const { t } = useTranslation();
  const check = useMutation({ mutationFn: ledgerCheck });
  const report = check.data;
  return (
    <Card title={t('nav.ledger')} style={{ maxWidth: 880 }}>
      <Space orientation="vertical" style={{ width: '100%' }}>
        <Typography.Paragraph type="secondary">{t('ledger.hint')}</Typography.Paragraph>
        <Button type="primary" loading={check.isPending} onClick={() => check.mutate()} data-testid="ledger-check">
          {t('ledger.run')}
        </Button>
        {report && (
          <Result
            status={report.violations.length ? 'error' : 'success'}
            title={report.violations.length ? t('ledger.violations', { count: report.violations.length }) : t('ledger.ok')}
            data-testid="ledger-result"
            subTitle={
              <Descriptions size="small" column={3}>
                <Descriptions.Item label={t('ledger.accounts')}>{report.accounts}</Descriptions.Item>
                <Descriptions.Item label={t('ledger.journals')}>{report.journals}</Descriptions.Item>
                <Descriptions.Item label={t('ledger.postings')}>{report.postings}</Descriptions.Item>
              </Descriptions>
            }
          >
            {report.violations.length > 0 && <List size="small" bordered dataSource={report.violations} renderItem={(v) => <List.Item>{v}</List.Item>} />}
          </Result>
        )}
      </Space>
    </Card>
  );
}
