import { Tag, Tooltip } from 'antd';
import { ExperimentOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { deployVariant } from '../runtime';

/** A test or pre host says so in the navbar, so nobody takes it for production; production shows nothing. */
export default function VariantTag() {
  const { t } = useTranslation();
  const variant = deployVariant();
  if (variant === 'production') return null;
  const name = t(`variant.${variant}`);
  return (
    <Tooltip title={t('variant.tip', { variant: name })}>
      <Tag
        icon={<ExperimentOutlined />}
        color={variant === 'test' ? 'orange' : 'gold'}
        className="ts-variant-tag"
        data-testid="deploy-variant"
        data-variant={variant}
      >
        {name}
      </Tag>
    </Tooltip>
  );
}
