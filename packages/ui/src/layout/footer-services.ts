import type { MessageKey } from '../i18n/messages';

/** A footer service group: its name and its 6 items, as catalog keys. */
export interface FooterServiceGroup {
  readonly name: MessageKey;
  readonly items: readonly [MessageKey, MessageKey, MessageKey, MessageKey, MessageKey, MessageKey];
}

function group(id: 'strategy' | 'content' | 'digital' | 'marketing'): FooterServiceGroup {
  return {
    name: `footer.group.${id}`,
    items: [
      `footer.${id}.1`,
      `footer.${id}.2`,
      `footer.${id}.3`,
      `footer.${id}.4`,
      `footer.${id}.5`,
      `footer.${id}.6`,
    ],
  };
}

/** The footer's services grid: Strategy, Content, Digital, Marketing with 6 items each. */
export const FOOTER_SERVICES: readonly FooterServiceGroup[] = [
  group('strategy'),
  group('content'),
  group('digital'),
  group('marketing'),
];
