import 'dayjs/locale/zh-cn';
import 'dayjs/locale/en-gb';
import zhCN from 'antd/locale/zh_CN';
import enGB from 'antd/locale/en_GB';
import type { DatePickerProps } from 'antd';
import type { Lang } from '@tessera/schema/rules';

type PickerLocale = NonNullable<DatePickerProps['locale']>;

/**
 * Picker texts by language. British English rather than US: its weeks start on Monday, as the spec wants in
 * both languages (the picker takes the first weekday from the dayjs locale of these, loaded above).
 */
export const PICKER_LOCALES: Record<Lang, PickerLocale> = {
  zh: zhCN.DatePicker as PickerLocale,
  en: enGB.DatePicker as PickerLocale,
};
