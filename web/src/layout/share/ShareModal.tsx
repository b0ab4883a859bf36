import { useEffect, useMemo, useRef, useState } from 'react';
import { Alert, Empty, Form, Modal, Spin, Tag, Tree } from 'antd';
import { useTranslation } from 'react-i18next';
import type { Entry } from '@tessera/schema/api';
import { LAYOUT } from '@tessera/schema/rules';
import { shareTree, sharePages } from '../../api/sharing';
import LevelTag from '../../components/LevelTag';
import UsersSelect from '../../components/UsersSelect';
import { feedback } from '../../lib/feedback';
import { sharedPageIds, toShareNodes, type ShareNode } from './shareTree';
import './share.css';

type Problems = { users?: string; pages?: string };

/**
 * The share modal (spec sections 2, 5 and 8): users picked with the user search select, pages from the share tree with
 * tri-state catalog checks over the pages the users do not hold yet (held ones disabled and labelled), the tree at
 * most 500 px high. One submit at a time; success shows the server's message.
 */
export default function ShareModal({ appId, open, onClose }: { appId: number; open: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const [users, setUsers] = useState<string[]>([]);
  const [checked, setChecked] = useState<React.Key[]>([]);
  const [tree, setTree] = useState<{ key: string; entries: Entry[]; error: string | null } | null>(null);
  const [problems, setProblems] = useState<Problems>({});
  const [sending, setSending] = useState(false);
  const sendingRef = useRef(false);
  const treeKey = `${appId}:${users.join(',')}`;

  useEffect(() => {
    if (!open) return undefined;
    let current = true;
    shareTree(appId, users).then(
      (entries) => current && setTree({ key: treeKey, entries: entries ?? [], error: null }),
      (err: unknown) => current && setTree({ key: treeKey, entries: [], error: (err as Error).message }),
    );
    return () => {
      current = false;
    };
  }, [appId, users, open, treeKey]);

  const ready = tree?.key === treeKey ? tree : null;
  const entries = useMemo(() => (tree ? tree.entries : []), [tree]);
  const nodes = useMemo(() => toShareNodes(entries), [entries]);

  const submit = async () => {
    if (sendingRef.current) return;
    const pages = sharedPageIds(entries, checked);
    const found: Problems = {
      ...(users.length ? {} : { users: t('share.usersRequired') }),
      ...(pages.length ? {} : { pages: t('share.pagesRequired') }),
    };
    setProblems(found);
    if (found.users || found.pages) return;
    sendingRef.current = true;
    setSending(true);
    try {
      const { message } = await sharePages({ permission_ids: pages, add_user_set: users });
      feedback.message.success(message);
      setUsers([]);
      setChecked([]);
      onClose();
    } catch (err) {
      feedback.message.error((err as Error).message);
    } finally {
      sendingRef.current = false;
      setSending(false);
    }
  };

  const title = (node: ShareNode) => (
    <span className="ts-share-node" data-testid={`share-node-${node.entry.id}`}>
      <span>{node.entry.name}</span>
      <LevelTag level={node.entry.data_level} compact />
      {node.disabled && node.children === undefined && (
        <Tag className="ts-share-held" bordered={false}>
          {t('share.alreadyHas')}
        </Tag>
      )}
    </span>
  );

  return (
    <Modal
      open={open}
      title={t('share.title')}
      okText={t('share.submit')}
      cancelText={t('common.cancel')}
      onOk={() => void submit()}
      onCancel={() => {
        setProblems({});
        onClose();
      }}
      confirmLoading={sending}
      okButtonProps={{ 'data-testid': 'share-submit' }}
      width={560}
      destroyOnHidden
      modalRender={(node) => <div data-testid="share-modal">{node}</div>}
    >
      <Form layout="vertical" component="div">
        <Form.Item
          label={t('share.users')}
          required
          validateStatus={problems.users ? 'error' : undefined}
          help={problems.users}
        >
          <UsersSelect
            value={users}
            onChange={(next) => {
              setUsers(next);
              if (next.length) setProblems((p) => ({ ...p, users: undefined }));
            }}
            placeholder={t('share.usersPlaceholder')}
            testId="share-users"
            status={problems.users ? 'error' : undefined}
          />
        </Form.Item>
        <Form.Item
          label={t('share.pages')}
          required
          validateStatus={problems.pages ? 'error' : undefined}
          help={problems.pages}
          extra={t('share.pagesHelp')}
        >
          {ready?.error && <Alert type="error" showIcon message={ready.error} />}
          <div
            className="ts-share-tree"
            data-testid="share-tree"
            style={{ maxHeight: LAYOUT.SHARE_TREE_MAX_HEIGHT, overflowY: 'auto' }}
          >
            {!tree ? (
              <Spin />
            ) : nodes.length ? (
              <Tree<ShareNode>
                checkable
                defaultExpandAll
                selectable={false}
                treeData={nodes}
                titleRender={title}
                checkedKeys={checked}
                onCheck={(keys) => {
                  const next = Array.isArray(keys) ? keys : keys.checked;
                  setChecked(next);
                  if (sharedPageIds(entries, next).length) setProblems((p) => ({ ...p, pages: undefined }));
                }}
              />
            ) : (
              <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('share.empty')} />
            )}
          </div>
        </Form.Item>
      </Form>
    </Modal>
  );
}
