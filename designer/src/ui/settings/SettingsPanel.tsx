import { Tabs } from 'antd';
import type { Lang } from '@tessera/schema/rules';
import { useDesigner, useSection } from '../../edit/hooks';
import { useText } from '../../i18n';
import { kindOf } from '../../kinds/registry';
import { LangContext } from './context';
import { PANELS } from './panels';
import './settings.css';
import PageTextFields from '../translations/PageTextFields';
import TranslatedField from '../translations/TranslatedField';

/**
 * The selected section's property panels, as its kind declares them. It follows that one section: an edit of
 * another section leaves it as it was.
 */
export default function SettingsPanel({ lang }: { lang: Lang }) {
  const t = useText();
  const selected = useDesigner((s) => (s.selection.length === 1 ? s.selection[0] : null));
  const section = useSection(selected ?? '');
  const panels = section ? kindOf(section).panels : [];
  return (
    <LangContext.Provider value={lang}>
      <section className="ts-settings" aria-label={t('settings.title')} data-testid="settings-panel">
        <div className="ts-designer-panel-title">{t('settings.title')}</div>
        {!section ? (
          <>
            <div className="ts-settings-hint">{t('settings.pickSection')}</div>
            <PageTextFields />
          </>
        ) : (
          <>
            <TranslatedField
              id={String(section.id)}
              parent=""
              field="title"
              label="translations.sectionTitle"
              required
            />
            <Tabs
              key={selected}
              size="small"
              items={panels.map((key) => {
                const { label, Panel } = PANELS[key];
                return { key, label: t(label), children: <Panel section={section} /> };
              })}
            />
          </>
        )}
      </section>
    </LangContext.Provider>
  );
}
