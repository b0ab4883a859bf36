import { useTranslation } from 'react-i18next';

export default function Footer() {
  const { t } = useTranslation();
  return (
    <footer className="ts-footer" data-testid="footer">
      {t('footer.copyright', { year: new Date().getFullYear() })}
    </footer>
  );
}
