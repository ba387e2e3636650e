import { type Language, localizePath } from '@agency/core';
import { useId, useState } from 'react';
import type { RenderedContent } from '../../../components/use-rendered-content';
import { loadSiteIntl } from '../../../i18n/load-site-intl';
import type { SiteIntl } from '../../../i18n/site-intl';
import { loadFooter } from '../../../layout/footer-module';
import { useApi } from '../../../provider/hooks';
import { matchPage } from '../../../provider/page-location';
import { useAdminText } from '../i18n/admin-intl';
import type { AdminMessageKey } from '../i18n/en';
import { blockWords, isLandingBlock } from './content-blocks';
import { PagePreview } from './PagePreview';

/** Props of `ContentPreview`: the Markdown, the field's label, and the page and language it is for. */
export interface ContentPreviewProps {
  readonly source: string;
  readonly label: string;
  /** The page's route without a language prefix (`/`, `/privacy-policy`). */
  readonly route: string;
  readonly lang: Language;
}

interface Preview {
  readonly rendered: RenderedContent;
  readonly intl: SiteIntl;
  readonly of: string;
  readonly path: string;
}

type Shown = Preview | 'loading' | 'failed' | null;

// The pages whose screens show edited content (decision 0019): the landing and the legal pages.
const CONTENT_SCREENS: ReadonlySet<string> = new Set([
  'home',
  'privacy-policy',
  'terms-of-service',
]);

/**
 * A Preview button under a content field: web-api renders the unsaved Markdown as the site will
 * (Pages/preview, decision 0019), and the page shows here as visitors will see it, in its language
 * and layout (PagePreview: the site's own screens), followed by each named block with its label and
 * the place where it appears.
 */
export function ContentPreview({ source, label, route, lang }: ContentPreviewProps) {
  const { t } = useAdminText();
  const api = useApi();
  const headingId = useId();
  const captionId = useId();
  const [shown, setShown] = useState<Shown>(null);
  const path = localizePath(route === '' ? '/' : route, lang);
  const shows = CONTENT_SCREENS.has(matchPage(path).route.name);
  const show = async () => {
    setShown('loading');
    try {
      const [answer, intl] = await Promise.all([
        api.call('Pages/preview', { content: source }),
        loadSiteIntl(lang),
        // The site's footer in the page's language: its code and texts are a part of their own.
        loadFooter(lang),
      ]);
      setShown({ rendered: answer.data, intl, of: source, path });
    } catch {
      setShown('failed');
    }
  };
  const result = typeof shown === 'object' && shown !== null ? shown : null;
  const blocks = result === null ? [] : Object.keys(result.rendered.blocks);
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
            {result.of === source && result.path === path ? null : <p>{t('preview.stale')}</p>}
            {shows ? (
              <figure className="admin-preview__frame" aria-labelledby={captionId}>
                <figcaption id={captionId}>
                  {t('preview.page', { lang: t(`lang.${lang}` as AdminMessageKey) })}
                </figcaption>
                <PagePreview
                  path={result.path}
                  lang={lang}
                  intl={result.intl}
                  content={result.rendered}
                />
              </figure>
            ) : (
              <p>{t('preview.noPage', { route: route === '' ? '/' : route })}</p>
            )}
            {blocks.length === 0 ? null : (
              <>
                <h4>{t('preview.blocks')}</h4>
                <dl className="admin-preview__blocks">
                  {blocks.map((name) => {
                    const words = isLandingBlock(name) ? blockWords(name) : null;
                    return (
                      <div key={name}>
                        <dt>
                          {words === null ? name : t(words.label)} <code>::: {name}</code>
                        </dt>
                        <dd>{words === null ? t('preview.unknownBlock') : t(words.place)}</dd>
                      </div>
                    );
                  })}
                </dl>
              </>
            )}
          </section>
        )}
      </div>
    </div>
  );
}
