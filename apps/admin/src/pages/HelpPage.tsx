import { useMutation, useQuery } from '@tanstack/react-query';
import { fillHelpBody, fillHelpText, helpBodyTexts, LANG_CODES, LANGUAGES, unknownHelpPlaceholders, type HelpBlock, type LangCode } from '@app/shared';
import { Alert, App, Button, Card, Col, Drawer, Input, Row, Segmented, Space, Table, Typography, type TableColumnsType } from 'antd';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { bannerImageUpload, helpList, helpUpdate } from '../api/admin';
import type { HelpArticleItem, HelpListAnswer } from '../api/types';
import { ImageUpload } from '../components/ImageUpload';
import { useCodes } from '../components/codes';
import { formatTime } from '../components/platform-time';
import { bodyToText, imageLine, textToBody } from './help-form';

/** The filled text as a player reads it: headings, paragraphs and lists as plain text (never HTML), images as shown. */
function Preview({ title, body }: { title: string; body: HelpBlock[] }) {
  return (
    <Typography data-testid="help-preview">
      <Typography.Title level={4}>{title}</Typography.Title>
      {body.map((b, i) =>
        b.type === 'heading' ? (
          <Typography.Title key={i} level={5}>
            {b.text}
          </Typography.Title>
        ) : b.type === 'paragraph' ? (
          <Typography.Paragraph key={i}>{b.text}</Typography.Paragraph>
        ) : b.type === 'image' ? (
          <figure key={i} style={{ margin: '8px 0', textAlign: 'center' }}>
            <img src={b.src} alt={b.caption} style={{ maxWidth: '100%', maxHeight: 180 }} />
            {b.caption ? <figcaption style={{ color: '#888', fontSize: 12 }}>{b.caption}</figcaption> : null}
          </figure>
        ) : (
          <ul key={i}>
            {b.items.map((item, j) => (
              <li key={j}>{item}</li>
            ))}
          </ul>
        ),
      )}
    </Typography>
  );
}

/**
 * Help centre articles (issue 17): each page's title and text per language, edited as plain lines, with the
 * placeholders operators may use (and their values now) and a preview filled as players will read it. The server
 * refuses an unknown placeholder; the editor names it before saving.
 */
function Editor({ article, placeholders, onClose, onSaved }: { article: HelpArticleItem; placeholders: HelpListAnswer['placeholders']; onClose: () => void; onSaved: () => void }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const [lang, setLang] = useState<LangCode>('zh');
  const [titles, setTitles] = useState(() => ({ ...article.title }));
  const [texts, setTexts] = useState(() => Object.fromEntries(LANG_CODES.map((l) => [l, bodyToText(article.body[l])])) as Record<LangCode, string>);
  const values = useMemo(() => Object.fromEntries(Object.entries(placeholders).map(([k, v]) => [k, v.values[lang] ?? ''])), [placeholders, lang]);
  const body = textToBody(texts[lang]);
  const unknown = unknownHelpPlaceholders([titles[lang] ?? '', ...helpBodyTexts(body)]);
  const save = useMutation({
    mutationFn: () =>
      helpUpdate({
        key: article.key,
        title: Object.fromEntries(LANG_CODES.filter((l) => titles[l]?.trim()).map((l) => [l, titles[l]!.trim()])),
        body: Object.fromEntries(LANG_CODES.map((l) => [l, textToBody(texts[l])])),
      }),
    onSuccess: () => {
      void message.success(t('help.saved'));
      onSaved();
    },
  });
  const insert = (name: string) => setTexts((all) => ({ ...all, [lang]: `${all[lang]}{${name}}` }));
  // An uploaded image (the content upload: png/jpg → /media/…) goes in as its own line at the end.
  const insertImage = (url: string) => setTexts((all) => ({ ...all, [lang]: `${all[lang].trimEnd()}\n\n${imageLine(url)}` }));
  return (
    <Drawer
      open
      width={1200}
      title={t('help.editTitle', { title: titles.zh ?? article.key })}
      onClose={onClose}
      extra={
        <Button type="primary" loading={save.isPending} disabled={unknown.length > 0} onClick={() => save.mutate()} data-testid="help-save">
          {t('help.save')}
        </Button>
      }
    >
      <Space direction="vertical" style={{ width: '100%' }}>
        <Segmented value={lang} onChange={(v) => setLang(v as LangCode)} options={LANG_CODES.map((l) => ({ label: LANGUAGES.find((x) => x.code === l)?.name ?? l, value: l }))} data-testid="help-lang" />
        <Row gutter={16}>
          <Col span={12}>
            <Typography.Text strong>{t('help.articleTitle')}</Typography.Text>
            <Input value={titles[lang] ?? ''} maxLength={120} onChange={(e) => setTitles((all) => ({ ...all, [lang]: e.target.value }))} data-testid="help-title" />
            <Typography.Text strong>{t('help.body')}</Typography.Text>
            <Input.TextArea value={texts[lang]} autoSize={{ minRows: 14 }} onChange={(e) => setTexts((all) => ({ ...all, [lang]: e.target.value }))} data-testid="help-body" />
            <Space style={{ margin: '8px 0' }}>
              <ImageUpload upload={bannerImageUpload} onUploaded={insertImage} testId="help-image" />
              <Typography.Text type="secondary">{t('help.bodyHint')}</Typography.Text>
            </Space>
            {unknown.length > 0 ? <Alert type="error" showIcon message={t('help.unknown', { names: unknown.map((n) => `{${n}}`).join(', ') })} data-testid="help-unknown" /> : null}
          </Col>
          <Col span={12}>
            <Card size="small" title={t('help.preview')}>
              <Preview title={fillHelpText(titles[lang] ?? '', values)} body={fillHelpBody(body, values)} />
            </Card>
          </Col>
        </Row>
        <Table
          size="small"
          rowKey="name"
          pagination={false}
          title={() => t('help.placeholders')}
          dataSource={Object.entries(placeholders).map(([name, p]) => ({ name, label: p.label, value: values[name] }))}
          columns={[
            { title: t('help.placeholder'), dataIndex: 'name', render: (v: string) => <Typography.Text code>{`{${v}}`}</Typography.Text> },
            { title: t('help.meaning'), dataIndex: 'label' },
            { title: t('help.value'), dataIndex: 'value', ellipsis: true },
            {
              title: '',
              key: 'insert',
              width: 90,
              render: (_v, row: { name: string }) => (
                <Button size="small" onClick={() => insert(row.name)} data-testid={`help-insert-${row.name}`}>
                  {t('help.insert')}
                </Button>
              ),
            },
          ]}
        />
      </Space>
    </Drawer>
  );
}

export default function HelpPage() {
  const { t, i18n } = useTranslation();
  const codes = useCodes();
  const list = useQuery({ queryKey: ['help'], queryFn: helpList });
  const [editing, setEditing] = useState<HelpArticleItem | null>(null);
  const titleOf = (a: HelpArticleItem) => a.title[i18n.language as LangCode] ?? a.title.zh ?? a.key;
  const columns: TableColumnsType<HelpArticleItem> = [
    { title: t('help.key'), dataIndex: 'key', width: 140, render: (v: string) => codes.help(v) },
    { title: t('help.name'), key: 'title', render: (_v, row) => titleOf(row) },
    { title: t('help.sort'), dataIndex: 'sort', width: 80 },
    { title: t('help.langs'), key: 'langs', render: (_v, row) => codes.languages(LANG_CODES.filter((l) => row.title[l] && row.body[l]?.length)) },
    // The platform's date format and clock (issue 24: not the browser's "11/27/2026, 1:07:43 PM").
    { title: t('help.updatedAt'), dataIndex: 'updatedAt', render: (v: string) => formatTime(v) },
    {
      title: t('common.actions'),
      key: 'actions',
      render: (_v, row) => (
        <Button size="small" onClick={() => setEditing(row)} data-testid={`help-edit-${row.key}`}>
          {t('help.edit')}
        </Button>
      ),
    },
  ];
  return (
    <Card title={t('help.title')} data-testid="help-page">
      <Table rowKey="key" loading={list.isLoading} dataSource={list.data?.list ?? []} columns={columns} pagination={false} />
      {editing && list.data ? (
        <Editor
          key={editing.key}
          article={editing}
          placeholders={list.data.placeholders}
          onClose={() => setEditing(null)}
          onSaved={() => {
            setEditing(null);
            void list.refetch();
          }}
        />
      ) : null}
    </Card>
  );
}
