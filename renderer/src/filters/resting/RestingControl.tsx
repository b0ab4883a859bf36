import { CalendarOutlined, DownOutlined, SwapRightOutlined } from '@ant-design/icons';
import type { RestingLook } from './restingLook';

export interface RestingControlProps {
  look: RestingLook;
  name: string;
  disabled: boolean;
}

/**
 * A select or date picker drawn as antd draws it, without the component: plain elements under the classes of
 * styles.css (.ts-rest). It takes focus where the real control would, so keyboard users wake the bar by tabbing in.
 */
export default function RestingControl({ look, name, disabled }: RestingControlProps) {
  const className = `ts-rest ts-rest-${look.kind}${disabled ? ' ts-rest-disabled' : ''}`;
  const focus = disabled ? {} : { tabIndex: 0 };
  if (look.kind === 'select') {
    return (
      <span
        className={className}
        style={{ minWidth: look.minWidth }}
        role="combobox"
        aria-label={name}
        aria-expanded={false}
        aria-disabled={disabled || undefined}
        data-testid="resting-control"
        {...focus}
      >
        <span className={look.placeholder ? 'ts-rest-placeholder' : 'ts-rest-text'}>{look.text}</span>
        <DownOutlined className="ts-rest-arrow" />
      </span>
    );
  }
  const [start, end] = look.texts;
  const input = (text: string) => (
    <input className="ts-rest-input" readOnly disabled={disabled} tabIndex={-1} size={look.size} value={text} />
  );
  return (
    <span
      className={className}
      role="group"
      aria-label={name}
      aria-disabled={disabled || undefined}
      data-testid="resting-control"
      {...focus}
    >
      {input(start)}
      {end !== undefined && (
        <>
          <span className="ts-rest-separator">
            <SwapRightOutlined />
          </span>
          {input(end)}
        </>
      )}
      <CalendarOutlined className="ts-rest-suffix" />
    </span>
  );
}
