import { Radio, Tabs } from 'antd';

interface SwitchProps {
  options: readonly string[];
  value: string | null;
  onChange: (value: string) => void;
}

/** Tabs derived from the columns' tab_name; each tab shows its columns. */
export function SwitchTabs({ options, value, onChange }: SwitchProps) {
  if (options.length === 0) return null;
  return (
    <Tabs
      className="ts-table-tabs"
      size="small"
      activeKey={value ?? undefined}
      onChange={onChange}
      items={options.map((option) => ({ key: option, label: option }))}
    />
  );
}

/** Radio buttons derived from the columns' radio_type (table_radio_show). */
export function SwitchRadio({ options, value, onChange }: SwitchProps) {
  if (options.length === 0) return null;
  return (
    <Radio.Group
      className="ts-table-radio"
      size="small"
      optionType="button"
      value={value}
      onChange={(event) => onChange(String(event.target.value))}
      options={options.map((option) => ({ label: option, value: option }))}
    />
  );
}
