import { Avatar, Badge, Dropdown, Tooltip, type MenuProps } from 'antd';
import {
  AlertOutlined,
  AppstoreOutlined,
  BarChartOutlined,
  BellOutlined,
  DownOutlined,
  LogoutOutlined,
  MenuOutlined,
  QuestionCircleOutlined,
  SafetyCertificateOutlined,
  SolutionOutlined,
  TeamOutlined,
  ToolOutlined,
  TranslationOutlined,
} from '@ant-design/icons';
import { Link, useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { APPROVAL_BADGE_CAP } from '@tessera/schema/rules';
import { useAppStore } from '../store';
import { toggleLang } from '../i18n';
import { logout } from '../api/auth';
import { feedback } from '../lib/feedback';
import { redirectToLoginSoon } from '../session';
import Logo from './Logo';
import NoticeBell from './NoticeBell';
import VariantTag from './VariantTag';
import { useContentNames } from '../lib/contentLang';

/** Approval count badge text: capped at 99+. */
export function approvalBadgeText(count: number): string {
  return count > APPROVAL_BADGE_CAP ? `${APPROVAL_BADGE_CAP}+` : String(count);
}

/** `onMenu`: the phone layout's menu button, which opens the sidebar's drawer (none when there is no sidebar). */
export default function Navbar({ onMenu }: { onMenu?: () => void }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const user = useAppStore((s) => s.user);
  const currentApp = useAppStore((s) => s.currentApp);
  const { appName } = useContentNames();
  const approvals = useAppStore((s) => s.permissionsApprovalCount);

  const doLogout = async () => {
    let endSession: string | null = null;
    try {
      endSession = (await logout())?.end_session_url ?? null;
    } catch {
      /* the local session is cleared either way */
    }
    feedback.message.success(t('auth.loggedOut'));
    redirectToLoginSoon(endSession);
  };

  const items: MenuProps['items'] = [
    {
      key: 'who',
      disabled: true,
      label: (
        <div className="ts-usercard">
          <div className="ts-usercard-name">{user?.name}</div>
          <div className="ts-usercard-passport">
            {user?.passport}
            {user?.is_admin ? ` · ${t('navbar.admin')}` : ''}
          </div>
        </div>
      ),
    },
    { type: 'divider' },
    ...(user?.is_admin
      ? [
          {
            key: 'workbench',
            icon: <ToolOutlined />,
            label: <span data-testid="workbench-link">{t('navbar.workbench')}</span>,
            onClick: () => navigate('/config'),
          },
          {
            key: 'users',
            icon: <TeamOutlined />,
            label: <span data-testid="user-management">{t('navbar.userManagement')}</span>,
            onClick: () => navigate('/user/user'),
          },
          {
            key: 'roles',
            icon: <SafetyCertificateOutlined />,
            label: <span data-testid="role-management">{t('roles.navbar')}</span>,
            onClick: () => navigate('/user/role'),
          },
          {
            key: 'monitors',
            icon: <AlertOutlined />,
            label: <span data-testid="monitor-link">{t('monitor.navbar')}</span>,
            onClick: () => navigate('/data/monitor'),
          },
          {
            key: 'permissions',
            icon: <SolutionOutlined />,
            label: <span data-testid="permission-list-link">{t('permissionList.title')}</span>,
            onClick: () => navigate('/user/permission'),
          },
        ]
      : []),
    // Free exploration is every member's: the server applies his column and row rules to what he sees.
    {
      key: 'looker',
      icon: <BarChartOutlined />,
      label: <span data-testid="looker-link">{t('looker.navbar')}</span>,
      onClick: () => void navigate('/admin/looker/config'),
    },
    {
      key: 'logout',
      icon: <LogoutOutlined />,
      danger: true,
      label: <span data-testid="logout">{t('navbar.logout')}</span>,
      onClick: () => void doLogout(),
    },
  ];

  return (
    <header className="ts-navbar" data-testid="navbar">
      {onMenu && (
        <button
          type="button"
          className="ts-navbar-btn ts-navbar-menu"
          data-testid="menu-drawer-toggle"
          aria-label={t('sidebar.menu')}
          onClick={onMenu}
        >
          <MenuOutlined className="ts-navbar-icon" />
        </button>
      )}
      <Link to="/index" className="ts-brand" aria-label={t('navbar.home')}>
        <Logo />
        <span className="ts-brand-name">{t('app.name')}</span>
        <span className="ts-brand-product">{t('app.product')}</span>
      </Link>
      <VariantTag />
      {currentApp && (
        <span className="ts-navbar-app" data-testid="navbar-app" title={appName(currentApp)}>
          <AppstoreOutlined />
          <span className="ts-ellipsis">{appName(currentApp)}</span>
        </span>
      )}
      <div className="ts-navbar-spacer" />
      {approvals > 0 && (
        <Tooltip title={t('navbar.approvals')}>
          <Link
            to="/permission/judage"
            className="ts-navbar-btn"
            data-testid="approval-badge"
            aria-label={t('navbar.approvals')}
          >
            <Badge count={approvalBadgeText(approvals)} size="small" offset={[4, -2]}>
              <BellOutlined className="ts-navbar-icon" />
            </Badge>
          </Link>
        </Tooltip>
      )}
      <Tooltip title={t('helpDocs.navbar')}>
        <Link to="/help/list" className="ts-navbar-btn" data-testid="help-link" aria-label={t('helpDocs.navbar')}>
          <QuestionCircleOutlined className="ts-navbar-icon" />
        </Link>
      </Tooltip>
      <NoticeBell />
      <Tooltip title={t('navbar.switchLang')}>
        <button type="button" className="ts-navbar-btn ts-lang" data-testid="lang-switch" onClick={toggleLang}>
          <TranslationOutlined />
          <span>{t('navbar.langLabel')}</span>
        </button>
      </Tooltip>
      <Dropdown menu={{ items }} trigger={['click']} placement="bottomRight">
        <button
          type="button"
          className="ts-navbar-btn ts-user"
          data-testid="user-menu"
          aria-label={t('navbar.userMenu')}
        >
          <Avatar size={24} className="ts-avatar">
            {(user?.name ?? '?').slice(0, 1).toUpperCase()}
          </Avatar>
          <span className="ts-ellipsis ts-user-name">{user?.name}</span>
          <DownOutlined className="ts-user-caret" />
        </button>
      </Dropdown>
    </header>
  );
}
