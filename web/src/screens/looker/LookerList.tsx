import { useCallback, useEffect, useState } from 'react';
import { Button, Drawer, Empty, List, Popconfirm, Space, Tooltip, Typography } from 'antd';
import { ArrowDownOutlined, ArrowUpOutlined, DeleteOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import type { LookerSummary } from '@tessera/schema/api';
import { deleteLooker, lookerList, moveLookers } from '../../api/looker';
import { feedback } from '../../lib/feedback';

/** The app's saved lookers in their order: open one, move it up or down (update/position), delete one's own. */
export default function LookerList({
  appId,
  open,
  onClose,
  onOpen,
}: {
  appId: number;
  open: boolean;
  onClose: () => void;
  onOpen: (id: number) => void;
}) {
  const { t } = useTranslation();
  const [list, setList] = useState<LookerSummary[] | null>(null);
  const load = useCallback(() => {
    lookerList(appId).then(setList, (err: unknown) => void feedback.message.error((err as Error).message));
  }, [appId]);
  useEffect(() => {
    if (open) load();
  }, [open, load]);
  const move = (index: number, by: number) => {
    if (!list) return;
    const ids = list.map((l) => l.id);
    const [id] = ids.splice(index, 1);
    ids.splice(index + by, 0, id);
    moveLookers(appId, ids).then(setList, (err: unknown) => void feedback.message.error((err as Error).message));
  };
  return (
    <Drawer open={open} onClose={onClose} title={t('looker.list')} width={420} data-testid="looker-list">
      {list && list.length === 0 ? (
        <Empty description={t('looker.empty')} />
      ) : (
        <List
          loading={!list}
          dataSource={list ?? []}
          renderItem={(item, index) => (
            <List.Item
              actions={[
                <Space size={0} key="actions">
                  <Tooltip title={t('looker.up')}>
                    <Button
                      size="small"
                      type="text"
                      icon={<ArrowUpOutlined />}
                      disabled={index === 0}
                      onClick={() => move(index, -1)}
                    />
                  </Tooltip>
                  <Tooltip title={t('looker.down')}>
                    <Button
                      size="small"
                      type="text"
                      icon={<ArrowDownOutlined />}
                      disabled={index === (list?.length ?? 0) - 1}
                      onClick={() => move(index, 1)}
                    />
                  </Tooltip>
                  {item.can_edit && (
                    <Popconfirm
                      title={t('looker.removeConfirm', { title: item.title })}
                      onConfirm={() =>
                        void deleteLooker(item.id).then(
                          load,
                          (err: unknown) => void feedback.message.error((err as Error).message),
                        )
                      }
                    >
                      <Button
                        size="small"
                        type="text"
                        danger
                        icon={<DeleteOutlined />}
                        aria-label={t('looker.remove')}
                      />
                    </Popconfirm>
                  )}
                </Space>,
              ]}
            >
              <List.Item.Meta
                title={
                  <Typography.Link onClick={() => onOpen(item.id)} data-testid="looker-list-item">
                    {item.title}
                  </Typography.Link>
                }
                description={item.description || item.created_by}
              />
            </List.Item>
          )}
        />
      )}
    </Drawer>
  );
}
