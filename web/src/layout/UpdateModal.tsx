import { Button, Modal } from 'antd';
import { CloudSyncOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { useAppStore } from '../store';

/** Shown when the server serves a newer build; 'Update now' clears the flag and reloads. */
export default function UpdateModal() {
  const { t } = useTranslation();
  const open = useAppStore((s) => s.appOutdated);
  const update = () => {
    useAppStore.getState().set({ appOutdated: false });
    window.location.reload();
  };
  return (
    <Modal
      open={open}
      closable={false}
      maskClosable={false}
      keyboard={false}
      zIndex={3000}
      width={420}
      title={
        <span>
          <CloudSyncOutlined style={{ color: '#2f54eb', marginRight: 8 }} />
          {t('update.title')}
        </span>
      }
      modalRender={(node) => <div data-testid="update-modal">{node}</div>}
      footer={
        <Button type="primary" onClick={update}>
          {t('update.now')}
        </Button>
      }
    >
      <p style={{ margin: '8px 0' }}>{t('update.content')}</p>
    </Modal>
  );
}
