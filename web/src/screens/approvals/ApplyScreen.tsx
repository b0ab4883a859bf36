import { useEffect, useState } from 'react';
import { Alert, Button, Card, Form, Input, Select, Tag, Typography } from 'antd';
import { useSearchParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { APPROVAL_LIMITS, type ApprovalRole } from '@tessera/schema/api';
import { applyNew, applyRoles } from '../../api/approvals';
import { feedback } from '../../lib/feedback';
import MyRequests from './MyRequests';
import './approvals.css';

/** The select's value for "this page only" (role ids start at 1). */
const PAGE_ONLY = 0;

/**
 * /permission/apply?appId&permissionUrl&permissionId: the unknown-path flow lands here for a page the user may ask
 * for. He picks the page alone or a role to join, gives a reason and sends it; his requests are listed below.
 */
export default function ApplyScreen() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const appId = Number(params.get('appId')) || null;
  const url = params.get('permissionUrl');
  const permissionId = Number(params.get('permissionId')) || undefined;
  const pageName = params.get('pageName') || url || '';
  const [roles, setRoles] = useState<ApprovalRole[]>([]);
  const [target, setTarget] = useState(PAGE_ONLY);
  const [reason, setReason] = useState('');
  const [sending, setSending] = useState(false);
  const [version, setVersion] = useState(0);

  useEffect(() => {
    if (!appId || !url) return;
    let current = true;
    applyRoles(appId, url).then(
      (list) => current && setRoles(list),
      (err: unknown) => current && feedback.message.error((err as Error).message),
    );
    return () => {
      current = false;
    };
  }, [appId, url]);

  const submit = async () => {
    if (!appId || !url || sending) return;
    if (!reason.trim()) {
      feedback.message.warning(t('approvals.reasonRequired'));
      return;
    }
    setSending(true);
    try {
      await applyNew({
        app_id: appId,
        permission_url: url,
        permission_id: permissionId,
        role_id: target === PAGE_ONLY ? null : target,
        reason: reason.trim(),
      });
      feedback.message.success(t('approvals.submitted'));
      setReason('');
      setVersion((v) => v + 1);
    } catch (err) {
      feedback.message.error((err as Error).message);
    } finally {
      setSending(false);
    }
  };

  return (
    <div className="ts-approval-screen" data-testid="apply-screen">
      <Card size="small" title={t('approvals.applyTitle')}>
        {appId && url ? (
          <Form layout="vertical" className="ts-approval-form" onFinish={() => void submit()}>
            <Alert type="info" showIcon message={t('approvals.noAccess', { page: pageName })} />
            <Form.Item label={t('approvals.page')} className="ts-approval-asked">
              <Typography.Text strong data-testid="apply-page">
                {pageName}
              </Typography.Text>{' '}
              <Typography.Text type="secondary" code>
                {url}
              </Typography.Text>
            </Form.Item>
            <Form.Item label={t('approvals.target')} extra={t('approvals.targetHint')}>
              <Select
                value={target}
                onChange={setTarget}
                data-testid="apply-target"
                options={[
                  { value: PAGE_ONLY, label: t('approvals.pageOnly') },
                  ...roles.map((r) => ({
                    value: r.id,
                    label: (
                      <span>
                        {t('approvals.joinRole', { name: r.name })}
                        {r.has_page && (
                          <Tag color="blue" className="ts-approval-has-page">
                            {t('approvals.roleHasPage')}
                          </Tag>
                        )}
                      </span>
                    ),
                  })),
                ]}
              />
            </Form.Item>
            <Form.Item label={t('approvals.reason')} required>
              <Input.TextArea
                value={reason}
                onChange={(e) => setReason(e.target.value)}
                placeholder={t('approvals.reasonPlaceholder')}
                maxLength={APPROVAL_LIMITS.REASON}
                showCount
                autoSize={{ minRows: 3, maxRows: 8 }}
                data-testid="apply-reason"
              />
            </Form.Item>
            <Button type="primary" htmlType="submit" loading={sending} data-testid="apply-submit">
              {t('approvals.submit')}
            </Button>
          </Form>
        ) : (
          <Alert type="info" showIcon message={t('approvals.noPage')} />
        )}
      </Card>
      <MyRequests version={version} />
    </div>
  );
}
