import { useState } from 'react';
import type { TabsProps } from 'antd';
import { useTranslation } from 'react-i18next';
import PageJsonEditor from './PageJsonEditor';
import VersionPanel from './VersionPanel';

/**
 * The JSON and Versions tabs of a page, for any tabs container (the workbench's page pane, the page edit route).
 * A save or publish in the editor refreshes the version list; a restore or rollback there reloads the draft.
 */
export function usePageTabs(pageId: number): NonNullable<TabsProps['items']> {
  const { t } = useTranslation();
  const [draftEpoch, setDraftEpoch] = useState(0);
  const [listEpoch, setListEpoch] = useState(0);
  return [
    {
      key: 'json',
      label: t('pageEdit.tabJson'),
      children: (
        <PageJsonEditor key={pageId} pageId={pageId} epoch={draftEpoch} onChanged={() => setListEpoch((n) => n + 1)} />
      ),
    },
    {
      key: 'versions',
      label: t('pageEdit.tabVersions'),
      children: (
        <VersionPanel
          key={pageId}
          pageId={pageId}
          epoch={listEpoch}
          onChanged={(draft) => {
            setListEpoch((n) => n + 1);
            if (draft) setDraftEpoch((n) => n + 1);
          }}
        />
      ),
    },
  ];
}
