import { useMutation, useQuery } from '@tanstack/react-query';
import { Alert, App, Button, Card, DatePicker, Descriptions, Form, Modal, Result, Space, Table, Tag, TimePicker, Typography, type TableColumnsType } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { jobList, jobRun } from '../api/admin';
import type { JobItem, JobOutcome } from '../api/types';
import { can, useMe } from '../auth/session';
import { formatTime } from '../components/format';
import { useCodes } from '../components/codes';
import { cronTime, dayIn, zonedInstant, zoneLabel } from '../components/platform-time';

const DAY = 'YYYY-MM-DD';
/** How many of a job's last runs the table shows. */
const RUNS_SHOWN = 3;

interface RunDone {
  name: string;
  /** The chosen day and time, and the job's zone they are read in. */
  wall: string;
  zone: string;
  outcomes: JobOutcome[];
}

/** Jobs (issue 15): every scheduled job with its last runs; the owner re-runs one as of a chosen time. */
export default function JobsPage() {
  const { t } = useTranslation();
  const codes = useCodes();
  const { data: me } = useMe();
  const jobs = useQuery({ queryKey: ['jobs', 'list'], queryFn: jobList });
  const [running, setRunning] = useState<JobItem | null>(null);
  const [done, setDone] = useState<RunDone | null>(null);
  const owner = can(me, 'owner');

  // Each job by its name and purpose in the console's language, its schedule in words (issue 24).
  const columns: TableColumnsType<JobItem> = [
    {
      title: t('jobs.name'),
      dataIndex: 'name',
      width: 380,
      render: (v: string) => (
        <Space orientation="vertical" size={0}>
          <Typography.Text strong>{codes.job(v).title}</Typography.Text>
          <Typography.Text type="secondary" style={{ fontSize: 12 }}>
            {codes.job(v).description}
          </Typography.Text>
        </Space>
      ),
    },
    { title: t('jobs.schedule'), key: 'schedule', render: (_v, row) => codes.schedule(row.pattern, row.timezone) },
    { title: t('jobs.kind'), dataIndex: 'periodic', render: (v: boolean) => (v ? <Tag color="purple">{t('jobs.periodic')}</Tag> : <Tag>{t('jobs.everyRun')}</Tag>) },
    {
      title: t('jobs.lastRuns'),
      dataIndex: 'lastRuns',
      render: (runs: JobItem['lastRuns'], row) =>
        runs.length === 0 ? (
          <Typography.Text type="secondary">{t('jobs.never')}</Typography.Text>
        ) : row.periodic ? (
          <Space orientation="vertical" size={0}>
            {runs.slice(0, RUNS_SHOWN).map((r) => (
              <Typography.Text key={`${r.period}-${r.ranAt}`} style={{ fontSize: 12 }}>
                <Typography.Text strong style={{ fontSize: 12 }}>
                  {r.period}
                </Typography.Text>{' '}
                · {formatTime(r.ranAt)}
              </Typography.Text>
            ))}
          </Space>
        ) : (
          // A job that runs on every trigger keeps its latest run only.
          <Typography.Text style={{ fontSize: 12 }} data-testid={`job-latest-${row.name}`}>
            {t('jobs.latest', { at: formatTime(runs[0]!.ranAt) })}
          </Typography.Text>
        ),
    },
    ...(owner
      ? [
          {
            title: t('common.actions'),
            key: 'actions',
            render: (_v: unknown, row: JobItem) => (
              <Button size="small" onClick={() => setRunning(row)} data-testid={`job-run-${row.name}`}>
                {t('jobs.runForDate')}
              </Button>
            ),
          },
        ]
      : []),
  ];

  if (jobs.isError) return <Result status="warning" title={jobs.error.message} />;
  return (
    <Space orientation="vertical" size="middle" style={{ width: '100%' }} data-testid="jobs-page">
      {done && <RunOutcomes done={done} onClose={() => setDone(null)} />}
      <Card title={t('nav.jobs')} extra={<Button onClick={() => void jobs.refetch()}>{t('common.refresh')}</Button>}>
        <Typography.Paragraph type="secondary">{t('jobs.hint')}</Typography.Paragraph>
        <Table<JobItem> rowKey="name" size="middle" pagination={false} loading={jobs.isFetching} dataSource={jobs.data?.list ?? []} columns={columns} data-testid="jobs-table" />
      </Card>
      {running && (
        <RunModal
          job={running}
          onClose={() => setRunning(null)}
          onDone={(d) => {
            setRunning(null);
            setDone(d);
            void jobs.refetch();
          }}
        />
      )}
    </Space>
  );
}

function RunOutcomes({ done, onClose }: { done: RunDone; onClose: () => void }) {
  const { t } = useTranslation();
  const codes = useCodes();
  const columns: TableColumnsType<JobOutcome> = [
    { title: t('jobs.period'), dataIndex: 'period', render: (v: string | null) => v ?? '—' },
    { title: t('jobs.outcome'), dataIndex: 'ran', render: (v: boolean) => (v ? <Tag color="success">{t('jobs.ran')}</Tag> : <Tag color="default">{t('jobs.alreadyDone')}</Tag>) },
  ];
  return (
    <Card
      title={t('jobs.outcomesOf', { name: codes.job(done.name).title, at: done.wall, zone: zoneLabel(done.zone) })}
      extra={
        <Button size="small" onClick={onClose}>
          {t('jobs.close')}
        </Button>
      }
      data-testid="job-outcomes"
    >
      {/* What the run did, as the job recorded it (its own field names), on demand. */}
      <Table<JobOutcome>
        rowKey={(o) => `${o.job}-${o.period ?? ''}`}
        size="small"
        pagination={false}
        dataSource={done.outcomes}
        columns={columns}
        expandable={{
          rowExpandable: (o) => o.result !== undefined && o.result !== null,
          expandedRowRender: (o) => (
            <Typography.Text code style={{ whiteSpace: 'pre-wrap', wordBreak: 'break-all' }}>
              {JSON.stringify(o.result, null, 1)}
            </Typography.Text>
          ),
        }}
      />
    </Card>
  );
}

/** The day and time of the job's zone to run it as of; the instant sent is shown before the confirmation. */
function RunModal({ job, onClose, onDone }: { job: JobItem; onClose: () => void; onDone: (done: RunDone) => void }) {
  const { t } = useTranslation();
  const codes = useCodes();
  const title = codes.job(job.name).title;
  const zone = zoneLabel(job.timezone);
  const { modal } = App.useApp();
  const today = dayIn(new Date(), job.timezone);
  const defaultTime = cronTime(job.pattern) ?? '00:00';
  // The last day whose trigger time has passed: today once its time came, yesterday before.
  const [day, setDay] = useState<Dayjs | null>(() => (zonedInstant(today, defaultTime, job.timezone).getTime() > Date.now() ? dayjs(today).subtract(1, 'day') : dayjs(today)));
  const [time, setTime] = useState<Dayjs | null>(() => dayjs(`2000-01-01T${defaultTime}`));
  const at = day && time ? zonedInstant(day.format(DAY), time.format('HH:mm'), job.timezone) : null;
  const future = at !== null && at.getTime() > Date.now();
  const wall = day && time ? `${day.format(DAY)} ${time.format('HH:mm')}` : '';
  const run = useMutation({
    mutationFn: (instant: string) => jobRun(job.name, instant),
    onSuccess: (data) => onDone({ name: job.name, wall, zone: job.timezone, outcomes: data.outcomes }),
  });

  function confirm() {
    if (!at || future) return;
    modal.confirm({
      title: t('jobs.confirmTitle', { name: title }),
      content: t('jobs.confirmText', { when: wall, zone }),
      okText: t('jobs.run'),
      okButtonProps: { 'data-testid': 'job-run-confirm' },
      onOk: () => run.mutateAsync(at.toISOString()).catch(() => undefined),
    });
  }

  return (
    <Modal open title={t('jobs.runTitle', { name: title })} okText={t('jobs.run')} okButtonProps={{ disabled: !at || future, 'data-testid': 'job-run-ok' }} confirmLoading={run.isPending} onOk={confirm} onCancel={onClose} destroyOnHidden>
      <Typography.Paragraph type="secondary">{codes.job(job.name).description ?? job.description}</Typography.Paragraph>
      <Form layout="vertical">
        <Space size="middle">
          <Form.Item label={t('jobs.day', { zone })}>
            <DatePicker value={day} allowClear={false} onChange={setDay} disabledDate={(d) => d.format(DAY) > today} data-testid="job-run-day" />
          </Form.Item>
          <Form.Item label={t('jobs.time')}>
            <TimePicker value={time} allowClear={false} format="HH:mm" onChange={setTime} needConfirm={false} data-testid="job-run-time" />
          </Form.Item>
        </Space>
      </Form>
      {at && (
        <Descriptions size="small" column={1} bordered>
          <Descriptions.Item label={t('jobs.wallTime', { zone })}>{wall}</Descriptions.Item>
          <Descriptions.Item label={t('jobs.instant')}>
            <span data-testid="job-run-instant">{at.toISOString()}</span>
          </Descriptions.Item>
          {/* The one place the browser's own clock is shown, on purpose: the same instant on the operator's clock. */}
          <Descriptions.Item label={t('jobs.localTime')}>{dayjs(at).format('YYYY-MM-DD HH:mm:ss')}</Descriptions.Item>
        </Descriptions>
      )}
      {future && <Alert type="error" showIcon style={{ marginTop: 12 }} title={t('jobs.future')} />}
      <Alert type="info" showIcon style={{ marginTop: 12 }} title={t('jobs.periodHint')} />
    </Modal>
  );
}
