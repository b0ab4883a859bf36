import { Card, Tabs } from 'antd';
import { useTranslation } from 'react-i18next';
import type { AppInfo } from '@tessera/schema/api';
import { NoApp, useCurrentApp } from '../manage/shared/useCurrentApp';
import CategoriesTab from './CategoriesTab';
import RowRulesTab from './RowRulesTab';
import { useAppData } from './useAppData';
import './fieldauth.css';

/** /admin/field/authority/config: the current app's field categories (column rule) and row rules per dataset. */
export default function FieldAuthorityScreen() {
  const app = useCurrentApp();
  return app ? <AppFieldAuthority key={app.id} app={app} /> : <NoApp />;
}

function AppFieldAuthority({ app }: { app: AppInfo }) {
  const { t } = useTranslation();
  const { datasets, roles } = useAppData(app.id);
  return (
    <Card
      className="ts-fieldauth"
      size="small"
      title={`${t('fieldauth.title')} · ${app.app_name}`}
      data-testid="fieldauth-screen"
    >
      <Tabs
        items={[
          {
            key: 'categories',
            label: <span data-testid="fieldauth-tab-categories">{t('fieldauth.tabs.categories')}</span>,
            children: <CategoriesTab appId={app.id} datasets={datasets} />,
          },
          {
            key: 'rows',
            label: <span data-testid="fieldauth-tab-rows">{t('fieldauth.tabs.rows')}</span>,
            children: <RowRulesTab datasets={datasets} roles={roles} />,
          },
        ]}
      />
    </Card>
  );
}
