import Icon, { FileExclamationFilled } from '@ant-design/icons';
import type { GetProps } from 'antd';

type IconProps = Partial<GetProps<typeof Icon>>;

const EmptyFolderSvg = () => (
  <svg viewBox="0 0 1024 1024" width="1em" height="1em" fill="currentColor" aria-hidden="true">
    <path
      d="M880 298.4H521L403.7 186.2a8.15 8.15 0 0 0-5.5-2.2H144c-17.7 0-32 14.3-32 32v592c0 17.7 14.3 32 32 32h736c17.7 0 32-14.3 32-32V330.4c0-17.7-14.3-32-32-32zM840 768H184V256h188.5l119.6 114.4H840V768z"
      opacity=".55"
    />
    <path d="M392 560h240a8 8 0 0 0 8-8v-48a8 8 0 0 0-8-8H392a8 8 0 0 0-8 8v48a8 8 0 0 0 8 8z" />
  </svg>
);

/** A folder with a dash: a catalog without pages. */
export function EmptyFolderIcon(props: IconProps) {
  return <Icon component={EmptyFolderSvg} {...props} />;
}

/** The danger icon of spec section 2: a level-A page, in red. */
export function DangerPageIcon(props: IconProps) {
  return <FileExclamationFilled {...props} className={`ts-danger-icon ${props.className ?? ''}`.trim()} />;
}
