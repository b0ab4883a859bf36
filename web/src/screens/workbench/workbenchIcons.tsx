import type { ReactNode } from 'react';
import {
  AppstoreAddOutlined,
  AppstoreOutlined,
  BarChartOutlined,
  DatabaseOutlined,
  DeleteOutlined,
  FileSearchOutlined,
  LineChartOutlined,
  MessageOutlined,
  NodeIndexOutlined,
  NotificationOutlined,
  PartitionOutlined,
  ProfileOutlined,
  SafetyOutlined,
  SolutionOutlined,
  TableOutlined,
  TeamOutlined,
  ToolOutlined,
  UnorderedListOutlined,
} from '@ant-design/icons';
import { DATABASE_CONFIG_URL, WORKBENCH_ROOT_URL } from '../../menu/workbench';

// Entries carry no icon: the known admin screens get theirs by url, anything else a generic tool.
const ICONS: Record<string, ReactNode> = {
  [WORKBENCH_ROOT_URL]: <AppstoreOutlined />,
  '/admin/config': <PartitionOutlined />,
  [DATABASE_CONFIG_URL]: <DatabaseOutlined />,
  '/admin/recycleBin': <DeleteOutlined />,
  '/user/user': <TeamOutlined />,
  '/admin/app/manage': <AppstoreAddOutlined />,
  '/admin/field/config': <TableOutlined />,
  '/admin/field/value/manage': <UnorderedListOutlined />,
  '/admin/options/manage': <ProfileOutlined />,
  '/admin/query/page': <BarChartOutlined />,
  '/admin/management': <FileSearchOutlined />,
  '/admin/field/authority/config': <SafetyOutlined />,
  '/user/permission': <SolutionOutlined />,
  '/announcement': <NotificationOutlined />,
  '/admin/feedback': <MessageOutlined />,
  '/visitStat': <LineChartOutlined />,
  '/userFlow': <NodeIndexOutlined />,
};

export function workbenchIcon(url: string): ReactNode {
  return ICONS[url] ?? <ToolOutlined />;
}
