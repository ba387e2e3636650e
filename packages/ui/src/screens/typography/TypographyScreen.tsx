import { Link } from '../../components/Link';
import { useIntl, useSiteConfig } from '../../provider/hooks';

/** The typography demo (/ui): headings of levels 1 to 4, body text and links. */
export function TypographyScreen() {
  const intl = useIntl();
  const config = useSiteConfig();
  return (
    <article className="typography container">
      <h1>{intl.formatMessage({ id: 'typography.h1' })}</h1>
      <h2>{intl.formatMessage({ id: 'typography.h2' })}</h2>
      <h3>{intl.formatMessage({ id: 'typography.h3' })}</h3>
      <h4>{intl.formatMessage({ id: 'typography.h4' })}</h4>
      <p>{intl.formatMessage({ id: 'typography.paragraph' })}</p>
      <h2>{intl.formatMessage({ id: 'typography.links' })}</h2>
      <ul>
        <li>
          <Link to="/">{intl.formatMessage({ id: 'typography.internalLink' })}</Link>
        </li>
        <li>
          <a href={`mailto:${config.email}`}>
            {intl.formatMessage({ id: 'typography.externalLink' })}
          </a>
        </li>
      </ul>
    </article>
  );
}
