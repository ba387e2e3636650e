import type { Language } from '@agency/core';

const CONSENT_KEY = 'analytics-consent';

const TEXTS: Record<Language, { label: string; text: string; accept: string; reject: string }> = {
  ru: {
    label: 'Согласие на аналитику',
    text: 'Мы используем Google Analytics, чтобы понять, как улучшить сайт. Разрешить?',
    accept: 'Разрешить',
    reject: 'Отказаться',
  },
  ua: {
    label: 'Згода на аналітику',
    text: 'Ми використовуємо Google Analytics, щоб зрозуміти, як покращити сайт. Дозволити?',
    accept: 'Дозволити',
    reject: 'Відмовитися',
  },
  en: {
    label: 'Analytics consent',
    text: 'We use Google Analytics to learn how to improve the site. Allow it?',
    accept: 'Allow',
    reject: 'Decline',
  },
  es: {
    label: 'Consentimiento de analítica',
    text: 'Usamos Google Analytics para saber cómo mejorar el sitio. ¿Lo permite?',
    accept: 'Permitir',
    reject: 'Rechazar',
  },
};

/** The stored consent: true, false, or null when the visitor has not chosen yet. */
export function storedConsent(storage: Storage): boolean | null {
  try {
    const value = storage.getItem(CONSENT_KEY);
    return value === 'granted' ? true : value === 'denied' ? false : null;
  } catch {
    return null;
  }
}

/** Shows the small consent banner once; the choice is stored and passed to `onChoice`. */
export function showConsentBanner(
  doc: Document,
  storage: Storage,
  lang: Language,
  onChoice: (granted: boolean) => void,
): void {
  const texts = TEXTS[lang];
  const banner = doc.createElement('section');
  banner.className = 'consent-banner';
  banner.setAttribute('role', 'region');
  banner.setAttribute('aria-label', texts.label);
  const text = doc.createElement('p');
  text.textContent = texts.text;
  const choose = (granted: boolean) => () => {
    try {
      storage.setItem(CONSENT_KEY, granted ? 'granted' : 'denied');
    } catch {
      // Private mode without storage: the choice holds for this page only.
    }
    banner.remove();
    onChoice(granted);
  };
  const accept = doc.createElement('button');
  accept.type = 'button';
  accept.textContent = texts.accept;
  accept.addEventListener('click', choose(true));
  const reject = doc.createElement('button');
  reject.type = 'button';
  reject.textContent = texts.reject;
  reject.addEventListener('click', choose(false));
  banner.append(text, accept, reject);
  doc.body.append(banner);
}
