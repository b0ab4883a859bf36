import type { ReactNode } from 'react';
import { Input, InputNumber, Select, Switch, Tooltip } from 'antd';
import { QuestionCircleOutlined } from '@ant-design/icons';
import { setSetting } from '../../commands/settings';
import { useDesignerStore } from '../../edit/hooks';
import type { DescriptionParam } from '../../edit/description';
import { useText, type TextKey } from '../../i18n';
import { useLang, useSectionValue } from './context';
import { helpOf } from './help';
import { choicesOf, fieldKind, schemaAt, type SchemaNode } from './schema';

/** A row of the panel: the label (with the schema's help as its tip) beside the control. */
export function FieldRow({
  label,
  help,
  children,
  testId,
}: {
  label: string;
  help?: string;
  children: ReactNode;
  testId?: string;
}) {
  return (
    <div className="ts-settings-row" data-testid={testId}>
      <span className="ts-settings-label">
        {label}
        {help && (
          <Tooltip title={help}>
            <QuestionCircleOutlined className="ts-settings-help" aria-label={help} />
          </Tooltip>
        )}
      </span>
      <span className="ts-settings-control">{children}</span>
    </div>
  );
}

const NUMERIC = /^-?\d+(\.\d+)?$/;

/** A stored scalar as an input shows it; anything else (absent, null) as empty. */
export const textOf = (value: unknown): string =>
  typeof value === 'string' || typeof value === 'number' ? String(value) : '';

/** Typed text that may be a number (a grid side, an axis bound): digits become a number, anything else stays text. */
export const numberOrText = (text: string): string | number | undefined =>
  text.trim() === '' ? undefined : NUMERIC.test(text.trim()) ? Number(text.trim()) : text;

interface SchemaFieldProps {
  /** The section's id. */
  id: string;
  /** JSON Pointer of the value inside the section; the section's schema says how it is edited. */
  pointer: string;
  label: TextKey;
  /** Names of the choices of a select, by value; by default `settings.opt_<value>`. */
  choices?: Readonly<Record<string, TextKey>>;
  /** The choices are shown as they are written (aggregates: SUM, AVG, …), in either language. */
  verbatim?: boolean;
}

function choiceText(value: string | number, choices: SchemaFieldProps['choices']): TextKey {
  return choices?.[String(value)] ?? (`settings.opt_${value}` as TextKey);
}

/**
 * The generic field: what the JSON Schema says of the value at `pointer` decides the control (switch, choice,
 * number, text), its choices, bounds and default; the label is ours, the help is the schema's description.
 * Text and number inputs are typed into as one step per focus.
 */
export default function SchemaField({ id, pointer, label, choices, verbatim }: SchemaFieldProps) {
  const t = useText();
  const lang = useLang();
  const store = useDesignerStore();
  const value = useSectionValue(id, pointer);
  const node: SchemaNode | undefined = schemaAt(pointer);
  if (!node) throw new Error(`the section schema has no field at ${pointer}`);
  const kind = fieldKind(node);
  const set = (next: unknown, said?: DescriptionParam, typing = false) =>
    setSetting(store, id, { pointer, value: next, label, said, typing });
  const endTyping = () => store.getState().endTyping();
  const testId = `setting-${pointer}`;

  let control: ReactNode;
  switch (kind) {
    case 'switch':
    case 'flag': {
      const on = kind === 'switch' ? (value ?? node.default ?? false) === true : (value ?? node.default ?? 0) === 1;
      control = (
        <Switch
          size="small"
          checked={on}
          aria-label={t(label)}
          onChange={(checked) =>
            set(kind === 'switch' ? checked : checked ? 1 : 0, { text: checked ? 'settings.on' : 'settings.off' })
          }
        />
      );
      break;
    }
    case 'select': {
      const name = (v: string | number) => (verbatim ? String(v) : t(choiceText(v, choices)));
      control = (
        <Select
          size="small"
          allowClear
          aria-label={t(label)}
          placeholder={node.default === undefined ? t('settings.unset') : name(node.default as string | number)}
          value={value as string | number | undefined}
          options={choicesOf(node).map((v) => ({ value: v, label: name(v) }))}
          onChange={(next: string | number | undefined) =>
            set(next, next === undefined || verbatim ? undefined : { text: choiceText(next, choices) })
          }
          popupMatchSelectWidth={false}
        />
      );
      break;
    }
    case 'number':
      control = (
        <InputNumber
          size="small"
          aria-label={t(label)}
          min={node.minimum}
          max={node.maximum}
          placeholder={textOf(node.default) || undefined}
          value={typeof value === 'number' ? value : null}
          onChange={(next) => set(typeof next === 'number' ? next : undefined, undefined, true)}
          onBlur={endTyping}
        />
      );
      break;
    default:
      control = (
        <Input
          size="small"
          aria-label={t(label)}
          placeholder={textOf(node.default) || undefined}
          value={textOf(value)}
          onChange={(e) => {
            const text = e.target.value;
            set(kind === 'text' ? (text === '' ? undefined : text) : numberOrText(text), undefined, true);
          }}
          onBlur={endTyping}
        />
      );
  }
  return (
    <FieldRow label={t(label)} help={helpOf(node, lang)} testId={testId}>
      {control}
    </FieldRow>
  );
}
