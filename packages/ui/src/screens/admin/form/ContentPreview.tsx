import { useId, useState } from 'react';
import type { RenderedContent } from '../../../components/use-rendered-content';
import { useApi, useSiteConfig } from '../../../provider/hooks';
import { withBrand } from '../../landing/use-landing-html';
import { useAdminText } from '../i18n/admin-intl';

/** Props of `ContentPreview`: the Markdown to render and the label of the field it comes from. */
export interface ContentPreviewProps {
  readonly source: string;
  readonly label: string;
}

type Shown =
  | { readonly rendered: RenderedContent; readonly of: string }
  | 'loading'
  | 'failed'
  | null;

/**
 * A Preview button under a content field: web-api renders the unsaved Markdown as the site will
 * (Pages/preview, decision 0019), and the result shows here: the body, its sections, then each named block.
 */
export function ContentPreview({ source, label }: ContentPreviewProps) {
  const { t } = useAdminText();
  const api = useApi();
  const { brand } = useSiteConfig();
  const headingId = useId();
  const [shown, setShown] = useState<Shown>(null);
  const show = async () => {
    setShown('loading');
    try {
      const answer = await api.call('Pages/preview', { content: source });
      setShown({ rendered: answer.data, of: source });
    } catch {
      setShown('failed');
    }
  };
  const result = typeof shown === 'object' && shown !== null ? shown : null;
  const blocks = result === null ? [] : Object.entries(result.rendered.blocks);
  return (
    <div className="admin-preview">
      <button type="button" className="button" onClick={show} disabled={shown === 'loading'}>
        {t('preview.show')}
      </button>
      <div aria-live="polite">
        {shown === 'failed' ? (
          <p className="admin-form__problem" role="alert">
            {t('preview.failed')}
          </p>
        ) : null}
        {result === null ? null : (
          <section className="admin-preview__result" aria-labelledby={headingId}>
            <h3 id={headingId}>{t('preview.title', { field: label })}</h3>
            {result.of === source ? null : <p>{t('preview.stale')}</p>}
            {result.rendered.body === '' &&
            result.rendered.sections.length === 0 &&
            blocks.length === 0 ? (
              <p>{t('preview.empty')}</p>
            ) : null}
            {result.rendered.body === '' ? null : (
              <div
                className="admin-preview__body"
                // biome-ignore lint/security/noDangerouslySetInnerHtml: web-api's Markdown renderer, raw HTML off and safe links only.
                dangerouslySetInnerHTML={{ __html: withBrand(result.rendered.body, brand) }}
              />
            )}
            {result.rendered.sections.map((section) => (
              <div key={section.id} className="admin-preview__section">
                <h4
                  // biome-ignore lint/security/noDangerouslySetInnerHtml: web-api's Markdown renderer, raw HTML off and safe links only.
                  dangerouslySetInnerHTML={{ __html: withBrand(section.heading, brand) }}
                />
                <div
                  // biome-ignore lint/security/noDangerouslySetInnerHtml: web-api's Markdown renderer, raw HTML off and safe links only.
                  dangerouslySetInnerHTML={{ __html: withBrand(section.html, brand) }}
                />
              </div>
            ))}
            {blocks.length === 0 ? null : (
              <dl className="admin-preview__blocks">
                {blocks.map(([name, html]) => (
                  <div key={name}>
                    <dt>{name}</dt>
                    <dd
                      // biome-ignore lint/security/noDangerouslySetInnerHtml: web-api's Markdown renderer, raw HTML off and safe links only.
                      dangerouslySetInnerHTML={{ __html: withBrand(html, brand) }}
                    />
                  </div>
                ))}
              </dl>
            )}
          </section>
        )}
      </div>
    </div>
  );
}
