import { useEffect, useState } from 'react';
import { DatePicker, Form, Input, Modal, Radio, Tabs } from 'antd';
import { useTranslation } from 'react-i18next';
import dayjs, { type Dayjs } from 'dayjs';
import { Markdown } from '@tessera/renderer/markdown';
import {
  ANNOUNCEMENT_LEVELS,
  ANNOUNCEMENT_LIMITS,
  type AnnouncementLevel,
  type GlobalAnnouncement,
} from '@tessera/schema/api';
import { saveGlobalAnnouncement } from '../../api/social';
import { feedback } from '../../lib/feedback';

interface Values {
  title: string;
  level: AnnouncementLevel;
  window?: [Dayjs | null, Dayjs | null];
  body?: string;
}

/** The form of a global announcement: title, level, time window (either end open) and a markdown body with preview. */
export default function AnnouncementEditor({
  editing,
  onClose,
  onSaved,
}: {
  /** null: a new one. */
  editing: GlobalAnnouncement | null;
  onClose: () => void;
  onSaved: () => void;
}) {
  const { t } = useTranslation();
  const [form] = Form.useForm<Values>();
  const [saving, setSaving] = useState(false);
  const body = Form.useWatch('body', form) ?? '';

  useEffect(() => {
    form.setFieldsValue(
      editing
        ? {
            title: editing.title,
            level: editing.level,
            body: editing.body,
            window: [
              editing.starts_at ? dayjs(editing.starts_at) : null,
              editing.ends_at ? dayjs(editing.ends_at) : null,
            ],
          }
        : { title: '', level: 'info', body: '', window: undefined },
    );
  }, [editing, form]);

  const save = async () => {
    const values = await form.validateFields();
    const [start, end] = values.window ?? [null, null];
    setSaving(true);
    try {
      await saveGlobalAnnouncement({
        ...(editing ? { id: editing.id } : {}),
        title: values.title.trim(),
        level: values.level,
        body: values.body ?? '',
        starts_at: start ? start.toISOString() : null,
        ends_at: end ? end.toISOString() : null,
      });
      feedback.message.success(t('announcements.saved'));
      onSaved();
    } catch (err) {
      feedback.message.error((err as Error).message);
    } finally {
      setSaving(false);
    }
  };

  return (
    <Modal
      open
      title={editing ? t('announcements.edit') : t('announcements.add')}
      onOk={() => void save().catch(() => undefined)}
      onCancel={onClose}
      confirmLoading={saving}
      okText={t('common.save')}
      cancelText={t('common.cancel')}
      width={680}
      destroyOnHidden
    >
      <Form form={form} layout="vertical" data-testid="announcement-form">
        <Form.Item
          name="title"
          label={t('announcements.columnTitle')}
          rules={[{ required: true, whitespace: true, message: t('announcements.titleRequired') }]}
        >
          <Input maxLength={ANNOUNCEMENT_LIMITS.TITLE} showCount />
        </Form.Item>
        <Form.Item name="level" label={t('announcements.level')}>
          <Radio.Group
            optionType="button"
            options={ANNOUNCEMENT_LEVELS.map((l) => ({ value: l, label: t(`announcements.levels.${l}`) }))}
          />
        </Form.Item>
        <Form.Item name="window" label={t('announcements.window')} extra={t('announcements.windowHelp')}>
          <DatePicker.RangePicker showTime allowEmpty={[true, true]} style={{ width: '100%' }} />
        </Form.Item>
        <Tabs
          size="small"
          items={[
            {
              key: 'edit',
              label: t('announcements.body'),
              forceRender: true,
              children: (
                <Form.Item name="body" noStyle>
                  <Input.TextArea
                    rows={8}
                    maxLength={ANNOUNCEMENT_LIMITS.BODY}
                    placeholder={t('announcements.bodyPlaceholder')}
                  />
                </Form.Item>
              ),
            },
            {
              key: 'preview',
              label: t('announcements.preview'),
              children: body.trim() ? (
                <Markdown text={body} className="ts-markdown ts-announcement-preview" />
              ) : (
                <span className="ts-muted">{t('announcements.emptyPreview')}</span>
              ),
            },
          ]}
        />
      </Form>
    </Modal>
  );
}
