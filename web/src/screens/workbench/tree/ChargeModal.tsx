import { Form, Typography } from 'antd';
import { ModalForm } from '@ant-design/pro-components';
import { useTranslation } from 'react-i18next';
import { setBatchCharge, setCharge } from '../../../api/catalog';
import { feedback } from '../../../lib/feedback';
import type { CatalogNode } from './model';
import UserSelect from './UserSelect';

interface Values {
  develop_charge_username?: string | null;
  work_charge_username?: string | null;
}

/** In-charge users of one page, or of several checked pages at once (blank fields then stay as they are). */
export default function ChargeModal({
  pages,
  onClose,
  onSaved,
}: {
  pages: CatalogNode[] | null;
  onClose: () => void;
  onSaved: () => void;
}) {
  const { t } = useTranslation();
  if (!pages || pages.length === 0) return null;
  const single = pages.length === 1 ? pages[0] : null;

  const submit = async (values: Values) => {
    try {
      if (single) {
        await setCharge({
          id: single.id,
          develop_charge_username: values.develop_charge_username ?? null,
          work_charge_username: values.work_charge_username ?? null,
        });
        feedback.message.success(t('catalog.chargeSaved'));
      } else {
        await setBatchCharge({
          ids: pages.map((p) => p.id),
          ...(values.develop_charge_username ? { develop_charge_username: values.develop_charge_username } : {}),
          ...(values.work_charge_username ? { work_charge_username: values.work_charge_username } : {}),
        });
        feedback.message.success(t('catalog.batchChargeSaved', { count: pages.length }));
      }
      onSaved();
      return true;
    } catch (err) {
      feedback.message.error((err as Error).message);
      return false;
    }
  };

  return (
    <ModalForm<Values>
      open
      title={
        single
          ? t('catalog.chargeTitle', { name: single.name })
          : t('catalog.batchChargeTitle', { count: pages.length })
      }
      width={480}
      initialValues={
        single
          ? {
              develop_charge_username: single.develop_charge_username,
              work_charge_username: single.work_charge_username,
            }
          : {}
      }
      modalProps={{
        destroyOnHidden: true,
        okText: t('common.ok'),
        cancelText: t('common.cancel'),
        onCancel: onClose,
        modalRender: (node) => <div data-testid="charge-modal">{node}</div>,
      }}
      onOpenChange={(open) => !open && onClose()}
      onFinish={submit}
    >
      {!single && (
        <Typography.Paragraph type="secondary">
          {pages.map((p) => p.name).join('、')}
          <br />
          {t('catalog.batchChargeHelp')}
        </Typography.Paragraph>
      )}
      <Form.Item name="develop_charge_username" label={t('catalog.developCharge')}>
        <UserSelect />
      </Form.Item>
      <Form.Item name="work_charge_username" label={t('catalog.workCharge')}>
        <UserSelect />
      </Form.Item>
    </ModalForm>
  );
}
