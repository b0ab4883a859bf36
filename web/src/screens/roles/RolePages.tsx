import { useEffect, useMemo, useState } from 'react';
import { Button, Empty, Spin, Tree } from 'antd';
import { useTranslation } from 'react-i18next';
import type { Entry, RoleRecord } from '@tessera/schema/api';
import { siteEntries } from '../../api/entries';
import { roleUrls, saveRoleUrls } from '../../api/roles';
import { feedback } from '../../lib/feedback';
import { BUILT_IN_GROUP, BUILT_IN_SCREENS, grantedUrls, toTreeData } from './pageTree';

/** The role's pages: the app's catalog tree with tri-state checks, and the built-in screens. */
export default function RolePages({ role, onSaved }: { role: RoleRecord; onSaved: () => void }) {
  const { t } = useTranslation();
  const [entries, setEntries] = useState<Entry[] | null>(null);
  const [checked, setChecked] = useState<React.Key[] | null>(null);
  const [saving, setSaving] = useState(false);

  useEffect(() => {
    let current = true;
    Promise.all([siteEntries(role.app_id, 0), roleUrls(role.id)]).then(
      ([tree, granted]) => {
        if (!current) return;
        setEntries(tree);
        setChecked(granted.urls);
      },
      (err: unknown) => current && feedback.message.error((err as Error).message),
    );
    return () => {
      current = false;
    };
  }, [role.app_id, role.id]);

  const treeData = useMemo(
    () => [
      ...toTreeData(entries ?? []),
      {
        key: BUILT_IN_GROUP,
        title: t('roles.builtIn'),
        children: BUILT_IN_SCREENS.map((s) => ({ key: s.url, title: `${t(`roles.screens.${s.key}`)} (${s.url})` })),
      },
    ],
    [entries, t],
  );

  if (!entries || !checked) return <Spin />;

  const save = async () => {
    setSaving(true);
    try {
      await saveRoleUrls(role.id, grantedUrls(checked));
      feedback.message.success(t('roles.savedTree'));
      onSaved();
    } catch (err) {
      feedback.message.error((err as Error).message);
    } finally {
      setSaving(false);
    }
  };

  return (
    <div className="ts-role-pages" data-testid="role-pages">
      {treeData.length ? (
        <Tree
          checkable
          defaultExpandAll
          selectable={false}
          treeData={treeData}
          checkedKeys={checked}
          onCheck={(keys) => setChecked(Array.isArray(keys) ? keys : keys.checked)}
          height={480}
        />
      ) : (
        <Empty />
      )}
      <Button type="primary" loading={saving} onClick={() => void save()} data-testid="role-pages-save">
        {t('roles.saveTree')}
      </Button>
    </div>
  );
}
