import { describe, expect, it } from 'vitest';
import { SERVER_MESSAGES } from '../src/entries/server-messages';
import { informalSpanishWords, pageDescription, ROUTES } from '../src/index';

describe('Spanish addresses the reader as "usted" (decision 0015)', () => {
  it('finds the "tú" pronouns, possessives, verbs and imperatives of a text', () => {
    expect(informalSpanishWords('Conéctate en 1 clic. Si tienes preguntas, escríbenos.')).toEqual([
      'conéctate',
      'tienes',
      'escríbenos',
    ]);
    expect(
      informalSpanishWords('Tu cuenta; te lo enviamos a ti, contigo. ¿Olvidaste tu contraseña?'),
    ).toEqual(['tu', 'te', 'ti', 'contigo', 'olvidaste', 'tu']);
  });

  it('leaves the "usted" forms and look-alike words alone', () => {
    const usted =
      'Esté en línea en 1 clic. Si tiene preguntas, escríbanos o llámenos: le responderemos. ' +
      '¿Olvidó su contraseña? Compruebe su conexión e inténtelo de nuevo. Conéctese hoy mismo; ' +
      'el límite es diario y se aplica íntegramente. Tome un té.';
    expect(informalSpanishWords(usted)).toEqual([]);
  });

  it('every page description in Spanish uses "usted"', () => {
    for (const route of ROUTES) {
      const text = pageDescription(undefined, route, 'es');
      expect(informalSpanishWords(text), `${route.name}: ${text}`).toEqual([]);
    }
  });

  it('every server message in Spanish uses "usted"', () => {
    for (const [code, text] of Object.entries(SERVER_MESSAGES.es)) {
      expect(informalSpanishWords(text), `${code}: ${text}`).toEqual([]);
    }
  });
});
