import { useMemo } from 'react';
import { Empty, Typography } from 'antd';
import { useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { renderMarkdown } from '@tessera/renderer/markdown';
import { followInAppLinks } from './inAppLinks';

/** A help document's body, rendered and sanitised, with its table of contents beside it when `toc` is on. */
export default function HelpArticle({ markdown, toc = false }: { markdown: string; toc?: boolean }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { html, headings } = useMemo(() => renderMarkdown(markdown), [markdown]);
  const article = (
    <article
      className="ts-help-article"
      data-testid="help-article"
      onClick={(e) => followInAppLinks(e, navigate)}
      dangerouslySetInnerHTML={{ __html: html }}
    />
  );
  if (!toc) return article;
  return (
    <div className="ts-help-body">
      {article}
      <nav className="ts-help-toc" aria-label={t('helpDocs.toc')} data-testid="help-toc">
        <Typography.Text strong>{t('helpDocs.toc')}</Typography.Text>
        {headings.length === 0 ? (
          <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('helpDocs.tocEmpty')} />
        ) : (
          <ul>
            {headings.map((h) => (
              <li key={h.id} style={{ paddingLeft: (h.level - 1) * 12 }}>
                <button
                  type="button"
                  className="ts-help-toc-link"
                  title={h.text}
                  onClick={() => document.getElementById(h.id)?.scrollIntoView({ behavior: 'smooth', block: 'start' })}
                >
                  {h.text}
                </button>
              </li>
            ))}
          </ul>
        )}
      </nav>
    </div>
  );
}
