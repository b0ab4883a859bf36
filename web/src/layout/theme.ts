import type { ThemeConfig } from 'antd';
import { LAYOUT } from '@tessera/schema/rules';

/** Design tokens of the shell. Layout measurements come from the spec (LAYOUT). */
export const theme: ThemeConfig = {
  token: {
    colorPrimary: '#2f54eb',
    colorInfo: '#2f54eb',
    borderRadius: 6,
    fontSize: 14,
    colorBgLayout: '#f3f5f9',
    fontFamily:
      "-apple-system, BlinkMacSystemFont, 'Segoe UI', 'PingFang SC', 'Hiragino Sans GB', 'Microsoft YaHei', 'Noto Sans CJK SC', 'Helvetica Neue', Arial, sans-serif",
  },
  components: {
    Layout: {
      headerHeight: LAYOUT.NAVBAR_HEIGHT,
      headerPadding: '0 16px',
      siderBg: '#ffffff',
      bodyBg: '#f3f5f9',
      footerBg: 'transparent',
      footerPadding: '16px 24px',
    },
    Menu: {
      itemHeight: 36,
      subMenuItemBg: 'transparent',
      itemMarginInline: 8,
      itemBorderRadius: 6,
      iconMarginInlineEnd: 8,
    },
    Card: { headerFontSize: 15 },
  },
};
