import type { ReactNode } from 'react';
import { theme } from 'antd';
import { CloseCircleFilled, WarningFilled } from '@ant-design/icons';

export interface StatusNoticeProps {
  /** warning: something can be retried; error: the page itself failed. */
  tone?: 'warning' | 'error';
  title: ReactNode;
  detail?: ReactNode;
  action?: ReactNode;
}

/**
 * An icon, a title, a detail line and an action, laid out like antd's Result. Result itself is not used: importing
 * it brings its three large status illustrations into the bundle of every page, although these notices draw none.
 */
export default function StatusNotice({ tone = 'warning', title, detail, action }: StatusNoticeProps) {
  const { token } = theme.useToken();
  const iconStyle = { fontSize: 64, color: tone === 'error' ? token.colorError : token.colorWarning };
  return (
    <div
      className="ts-status-notice"
      role="alert"
      style={{ textAlign: 'center', padding: `${token.paddingLG}px ${token.padding}px` }}
    >
      {tone === 'error' ? <CloseCircleFilled style={iconStyle} /> : <WarningFilled style={iconStyle} />}
      <div style={{ marginTop: token.marginMD, fontSize: token.fontSizeHeading4, color: token.colorTextHeading }}>
        {title}
      </div>
      {detail ? <div style={{ marginTop: token.marginXXS, color: token.colorTextDescription }}>{detail}</div> : null}
      {action ? <div style={{ marginTop: token.marginLG }}>{action}</div> : null}
    </div>
  );
}
