import type { Language } from '@agency/core';
import { WebApiError } from './web-api-error';

// Seconds a client is asked to wait before retrying while the database is away.
const RETRY_AFTER_SECONDS = 5;

const MESSAGES: Readonly<Record<Language, string>> = {
  ru: 'Сервис временно недоступен. Попробуйте через минуту',
  ua: 'Сервіс тимчасово недоступний. Спробуйте за хвилину',
  en: 'The service is temporarily unavailable. Please try again in a minute',
  es: 'El servicio no está disponible temporalmente. Inténtelo de nuevo en un minuto',
};

/** 503 with Retry-After and a message in the caller's language: the database cannot be reached for the moment. */
export function serviceUnavailable(lang: Language): WebApiError {
  return new WebApiError(503, 'INTERNAL', MESSAGES[lang], null, {
    'retry-after': String(RETRY_AFTER_SECONDS),
  });
}
