import type { ReactNode } from 'react';
import {
  AppstoreOutlined,
  DatabaseOutlined,
  DeleteOutlined,
  PartitionOutlined,
  TeamOutlined,
  ToolOutlined,
} from '@ant-design/icons';
import { DATABASE_CONFIG_URL, WORKBENCH_ROOT_URL } from '../../menu/workbench';

// Entries carry no icon: the known admin screens get theirs by url, anything else a generic tool.
const ICONS: Record<string, ReactNode> = {
  [WORKBENCH_ROOT_URL]: <AppstoreOutlined />,
  '/admin/config': <PartitionOutlined />,
  [DATABASE_CONFIG_URL]: <DatabaseOutlined />,
  '/admin/recycleBin': <DeleteOutlined />,
  '/user/user': <TeamOutlined />,
};

export function workbenchIcon(url: string): ReactNode {
  return ICONS[url] ?? <ToolOutlined />;
}
