import { LEAD_FORM_NAME, LEAD_START_PATH, routePath } from '@agency/core';
import {
  isLeadService,
  LEAD_BUDGETS,
  LEAD_LIMITS,
  LEAD_SERVICE_GROUPS,
  LEAD_SERVICES_BY_GROUP,
  LEAD_TIMELINES,
  LEAD_UTM_KEYS,
  leadFormPayload,
} from '@agency/core/forms';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { readServerProblems, type ServerProblems } from '../../../components/forms/server-problems';
import { Link } from '../../../components/Link';
import { PostForm } from '../../../components/PostForm';
import type { MessageKey } from '../../../i18n/messages';
import { useApi, useIntl } from '../../../provider/hooks';
import { usePageLocation } from '../../../provider/page-location';
import { usePostedForm } from '../../../provider/posted-form';
import { useLang } from '../../../provider/use-lang';
import type { WebOperationPayload } from '../../../provider/web-api';
import { LEAD_FORM_TEXT } from './lead-form-text';
import { type LeadChallengeSolution, solveLeadChallenge } from './solve-lead-challenge';

function serviceLabel(service: string): MessageKey | null {
  for (const group of LEAD_SERVICE_GROUPS) {
    const index = (LEAD_SERVICES_BY_GROUP[group] as readonly string[]).indexOf(service);
    if (index !== -1) return `footer.${group}.${index + 1}` as MessageKey;
  }
  return null;
}

/**
 * The landing's quote request (issue 28): name, e-mail or phone, service, message, optional budget
 * and timeline, consent. Without JavaScript it posts to the page (the host makes the Leads/submit
 * call and redirects to the thank-you state, or draws it again with its problems and values); with
 * JavaScript it starts the fill's clock on mount (Leads/start), solves the site's proof-of-work
 * challenge when Leads/start asks one (ALTCHA, in this chunk only) and sends inline. Its inputs are
 * uncontrolled so that hydrating it over the server's HTML keeps what the visitor already typed.
 */
export function LeadForm() {
  const intl = useIntl();
  const lang = useLang();
  const { query } = usePageLocation();
  const posted = usePostedForm(LEAD_FORM_NAME);
  // The server draws the form for a post without JavaScript; the browser (which never hydrates this
  // form, it renders it anew) sends it inline.
  const apiClient = useApi();
  const api = typeof document === 'undefined' ? null : apiClient;
  const label = (id: MessageKey) => intl.formatMessage({ id });
  const text = LEAD_FORM_TEXT[lang];
  const [sent, setSent] = useState(query.lead === 'sent');
  const [pending, setPending] = useState(false);
  // A refused call by the one reader of refusals: the server's words beside each field (item.<field>),
  // and for the whole form either "check the marked fields" or what went wrong.
  const read = (error: unknown): ServerProblems<string> =>
    readServerProblems<string>(error, {
      toField: (path) => path.replace(/^item\./, '').split('.')[0] ?? null,
      field: (item) => item.message,
      withFields: text.problems,
      message: (id) => intl.formatMessage({ id }),
      text: () => text.failed,
      unexplained: () => text.failed,
    });
  const [refusal, setRefusal] = useState<ServerProblems<string>>(() =>
    posted?.error ? read(posted.error) : { fields: {}, form: null },
  );
  const problems = refusal.fields;
  const started = useRef<string>('');
  // The site's proof-of-work (ALTCHA), solved while the visitor types; absent when none was asked.
  const solving = useRef<Promise<LeadChallengeSolution | null> | null>(null);
  const thanks = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (api === null) return;
    api.call('Leads/start', { lang }).then(
      ({ data }) => {
        started.current = data.started;
        if (data.challenge !== undefined) solving.current = solveLeadChallenge(data.challenge);
      },
      () => {
        // Without a start the request is still stored (as suspected spam an admin can release).
      },
    );
  }, [api, lang]);
  useEffect(() => {
    if (sent && api !== null) thanks.current?.focus();
  }, [sent, api]);

  const values = posted?.values ?? {};
  const preset = values.service ?? (isLeadService(query.service ?? '') ? query.service : '');

  async function submit(event: FormEvent<HTMLFormElement>) {
    if (api === null) return;
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const typed: Record<string, string> = {};
    for (const [name, value] of form) if (typeof value === 'string') typed[name] = value;
    typed.started = started.current;
    typed.referrer = document.referrer.slice(0, LEAD_LIMITS.referrer);
    setPending(true);
    try {
      const item = leadFormPayload(typed) as WebOperationPayload<'Leads/submit'>['item'];
      const altcha = solving.current === null ? null : await solving.current;
      await api.call('Leads/submit', { lang, item: altcha === null ? item : { ...item, altcha } });
      setRefusal({ fields: {}, form: null });
      setSent(true);
    } catch (error) {
      setRefusal(read(error));
    } finally {
      setPending(false);
    }
  }

  if (sent) {
    return (
      <div className="lead-form lead-form--sent" ref={thanks} tabIndex={-1} role="status">
        <h3 className="lead-form__title">{text.thanksTitle}</h3>
        <p>{text.thanks}</p>
        <a className="button" href="?#lead">
          {text.another}
        </a>
      </div>
    );
  }

  const field = (name: string) => ({
    id: `lead-${name}`,
    name,
    'aria-invalid': problems[name] !== undefined,
    'aria-describedby': problems[name] === undefined ? undefined : `lead-${name}-problem`,
  });
  const problem = (name: string) =>
    problems[name] === undefined ? null : (
      <p id={`lead-${name}-problem`} className="field__message">
        {problems[name]}
      </p>
    );

  // A one-line field of the form: its label, the input with the rule's limit and its problem.
  const input = (
    name: 'name' | 'email' | 'phone',
    type: 'text' | 'email' | 'tel',
    required = false,
    autoComplete: string = name,
  ) => (
    <div className="field">
      <label className="field__label" htmlFor={`lead-${name}`}>
        {text[name]}
      </label>
      <input
        className="field__input"
        type={type}
        autoComplete={autoComplete}
        required={required}
        maxLength={LEAD_LIMITS[name]}
        defaultValue={values[name] ?? ''}
        {...field(name)}
      />
      {problem(name)}
    </div>
  );

  return (
    <PostForm
      formName={LEAD_FORM_NAME}
      id="lead-form"
      className="form lead-form"
      noValidate
      onSubmit={submit}
      aria-labelledby="lead-form-title"
    >
      <input type="hidden" name="page" value={routePath('home', lang)} />
      {LEAD_UTM_KEYS.map((key) =>
        query[`utm_${key}`] === undefined ? null : (
          <input key={key} type="hidden" name={`utm_${key}`} value={query[`utm_${key}`]} />
        ),
      )}
      <h3 id="lead-form-title" className="lead-form__title">
        {text.title}
      </h3>
      <p className="lead-form__intro">{text.intro}</p>
      {refusal.form === null ? null : (
        <p className="field__message lead-form__summary" role="alert">
          {refusal.form}
        </p>
      )}
      {input('name', 'text', true)}
      <p className="field__hint" id="lead-contact-hint">
        {text.contactHint}
      </p>
      {input('email', 'email')}
      {input('phone', 'tel', false, 'tel')}
      <div className="field">
        <label className="field__label" htmlFor="lead-service">
          {text.service}
        </label>
        <select
          key={preset}
          className="field__input"
          required
          defaultValue={preset}
          {...field('service')}
        >
          <option value="">{text.serviceChoose}</option>
          {LEAD_SERVICE_GROUPS.map((group) => (
            <optgroup key={group} label={label(`footer.group.${group}`)}>
              {LEAD_SERVICES_BY_GROUP[group].map((service) => (
                <option key={service} value={service}>
                  {label(serviceLabel(service) ?? 'footer.services')}
                </option>
              ))}
            </optgroup>
          ))}
          <option value="other">{text.other}</option>
        </select>
        {problem('service')}
      </div>
      <div className="field field--textarea">
        <label className="field__label" htmlFor="lead-message">
          {text.message}
        </label>
        <textarea
          className="field__input"
          rows={5}
          maxLength={LEAD_LIMITS.message}
          defaultValue={values.message ?? ''}
          {...field('message')}
        />
        {problem('message')}
      </div>
      <div className="lead-form__pair">
        <div className="field">
          <label className="field__label" htmlFor="lead-budget">
            {text.budget}
          </label>
          <select className="field__input" defaultValue={values.budget ?? ''} {...field('budget')}>
            <option value="">{text.notSaid}</option>
            {LEAD_BUDGETS.map((budget) => (
              <option key={budget} value={budget}>
                {text.budgets[budget]}
              </option>
            ))}
          </select>
          {problem('budget')}
        </div>
        <div className="field">
          <label className="field__label" htmlFor="lead-timeline">
            {text.timeline}
          </label>
          <select
            className="field__input"
            defaultValue={values.timeline ?? ''}
            {...field('timeline')}
          >
            <option value="">{text.notSaid}</option>
            {LEAD_TIMELINES.map((timeline) => (
              <option key={timeline} value={timeline}>
                {text.timelines[timeline]}
              </option>
            ))}
          </select>
          {problem('timeline')}
        </div>
      </div>
      <div className="field lead-form__consent">
        <input
          type="checkbox"
          defaultChecked={values.consent !== undefined && values.consent !== ''}
          {...field('consent')}
        />
        <label htmlFor="lead-consent">
          {text.consentBefore}
          <Link to={routePath('privacy-policy', lang)}>{text.consentLink}</Link>
          {text.consentAfter}
        </label>
        {problem('consent')}
      </div>
      {/* The honeypot: off screen and out of the tab order; a person never fills it. */}
      <div className="lead-form__trap" aria-hidden="true">
        <label htmlFor="lead-homepage">{text.homepage}</label>
        <input id="lead-homepage" type="text" name="homepage" tabIndex={-1} autoComplete="off" />
      </div>
      {/* Without JavaScript this image starts the fill's clock: the host answers it with a signed cookie.
          Lazy: with JavaScript it loads only near the form (which starts its own clock), so a visit that
          never reaches the form asks nothing of the backend; without JavaScript a browser loads every
          image at once (HTML's "will lazy load element steps"). Scripts blocked by an extension's CSP
          leave it lazy: it then loads a screen or two before the form, ahead of any person's fill. */}
      <img
        className="lead-form__start"
        src={LEAD_START_PATH}
        alt=""
        width={1}
        height={1}
        loading="lazy"
      />
      <button type="submit" className="button button--primary" disabled={pending}>
        {pending ? text.sending : text.send}
      </button>
    </PostForm>
  );
}
